import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import type { ProfileSection } from './use-profile-sections';

/** One section as a description list: short facts in two columns, long texts across. */
export function ProfileSectionCard({ section, wide = false }: { section: ProfileSection; wide?: boolean }) {
  const headingId = `section-${section.id}`;
  return (
    <Card className={wide ? 'lg:col-span-2' : undefined}>
      <section aria-labelledby={headingId}>
        <CardHeader className="pb-4">
          <h2 id={headingId} className="text-lg font-semibold text-primary-strong">
            {section.title}
          </h2>
        </CardHeader>
        <CardContent>
          <dl className={cn('grid grid-cols-2 gap-x-6 gap-y-4', wide && 'lg:grid-cols-4')}>
            {section.rows.map((row) => (
              <div key={row.key} className={cn('grid content-start gap-1', row.long && 'col-span-full')}>
                <dt className="text-sm font-medium text-muted-foreground">{row.label}</dt>
                <dd className="break-words whitespace-pre-line">{row.value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </section>
    </Card>
  );
}
