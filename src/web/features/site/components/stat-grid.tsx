import { cn } from '../../../lib/cn';

export type Stat = { value: string; label: string };

const LAYOUTS = {
  3: { section: 'max-w-4xl', list: 'sm:grid-cols-3' },
  4: { section: 'max-w-6xl', list: 'grid-cols-2 lg:grid-cols-4' },
} as const;

/** The spec's marketing figures (§1) as a row of cards: claims written in the catalog, never computed. */
export function StatGrid({ label, stats, columns }: { label: string; stats: Stat[]; columns: 3 | 4 }) {
  const layout = LAYOUTS[columns];
  return (
    <section aria-label={label} className={cn('mx-auto w-full px-4 sm:px-6', layout.section)}>
      <dl className={cn('grid gap-4', layout.list)}>
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse items-center gap-1 rounded-lg border border-border bg-card p-5 text-center shadow-sm"
          >
            <dt className="text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="text-3xl font-bold tracking-tight text-primary">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
