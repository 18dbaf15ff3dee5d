import { ArrowRight, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SectionHeading } from './section-heading';

type StoryTeaser = { quote: string; couple: string; place: string };

/** Three short quotes; the stories themselves are on /success-stories. */
export function LandingStories() {
  const { t } = useTranslation('landing');
  const stories = t('stories.items', { returnObjects: true }) as StoryTeaser[];
  return (
    <section aria-labelledby="landing-stories" className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      <SectionHeading id="landing-stories" eyebrow={t('stories.eyebrow')} title={t('stories.title')} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {stories.map((story) => (
          <li key={story.couple}>
            <figure className="flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-sm">
              <span aria-hidden="true" className="h-8 font-serif text-6xl leading-none text-accent">
                &ldquo;
              </span>
              <blockquote className="mt-4 flex-1 text-pretty text-foreground">
                <p>{story.quote}</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-border pt-4">
                <span className="block font-semibold text-primary-strong">{story.couple}</span>
                <span className="block text-sm text-muted-foreground">{story.place}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Button asChild variant="outline">
          <Link to="/success-stories">
            {t('stories.more')}
            <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** Refer and Reward: the programme exists; its rewards are not described (spec §1). */
export function LandingRefer() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="landing-refer" className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      <div className="flex flex-col items-start gap-6 rounded-2xl border border-accent/25 bg-accent-soft/70 p-6 sm:flex-row sm:items-center sm:p-10">
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-accent text-accent-foreground shadow-sm">
          <Gift className="size-7" aria-hidden="true" />
        </span>
        <div className="flex-1">
          <h2 id="landing-refer" className="text-2xl font-bold tracking-tight text-accent-strong">
            {t('refer.title')}
          </h2>
          <p className="mt-2 max-w-2xl text-pretty text-foreground">{t('refer.text')}</p>
        </div>
        <Button asChild variant="accent">
          <Link to="/auth">{t('refer.action')}</Link>
        </Button>
      </div>
    </section>
  );
}

/** The closing call to action. */
export function LandingCta() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="landing-cta" className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      <div className="rounded-2xl bg-gradient-to-br from-primary to-primary-strong px-6 py-12 text-center text-primary-foreground shadow-md sm:px-12 sm:py-16">
        <h2 id="landing-cta" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-primary-foreground/90">
          {t('cta.text')}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" variant="accent">
            <Link to="/auth">{t('cta.join')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/faq">{t('cta.faq')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
