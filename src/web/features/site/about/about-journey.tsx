import { useTranslation } from 'react-i18next';

type Milestone = { when: string; title: string; text: string };

/** A short timeline from 2009 to today, told only with the spec's marketing figures. */
export function AboutJourney() {
  const { t } = useTranslation('about');
  const milestones = t('journey.items', { returnObjects: true }) as Milestone[];
  return (
    <section aria-labelledby="about-journey" className="mx-auto w-full max-w-3xl px-4 sm:px-6">
      <div className="text-center">
        <h2 id="about-journey" className="text-3xl font-bold tracking-tight text-primary-strong">
          {t('journey.title')}
        </h2>
        <p className="mt-3 text-muted-foreground">{t('journey.intro')}</p>
      </div>
      <ol className="mt-10 grid gap-8 border-s-2 border-primary-soft ps-6 sm:ps-8">
        {milestones.map((milestone) => (
          <li key={milestone.when} className="relative">
            <span
              aria-hidden="true"
              className="absolute -start-[calc(1.5rem+7px)] top-1 size-3 rounded-full bg-primary ring-4 ring-background sm:-start-[calc(2rem+7px)]"
            />
            <p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">
              {milestone.when}
            </p>
            <h3 className="mt-1 text-lg font-semibold text-foreground">{milestone.title}</h3>
            <p className="mt-1 leading-relaxed text-muted-foreground">{milestone.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
