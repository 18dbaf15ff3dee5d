import { useTranslation } from 'react-i18next';

type Stat = { value: string; label: string };

/** The spec's marketing figures (§1), as text: they are claims, not computed numbers. */
export function AboutStats() {
  const { t } = useTranslation('about');
  const stats = t('stats.items', { returnObjects: true }) as Stat[];
  return (
    <section aria-label={t('stats.label')} className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
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
