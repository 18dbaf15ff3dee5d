import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { StarPattern } from './star-pattern';

type Stat = { value: string; label: string };

/** The page's one h1, its lead and the Join Now every public page carries (spec §2). */
export function LandingHero() {
  const { t } = useTranslation('landing');
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-b from-primary-soft via-primary-soft/40 to-background">
      <StarPattern className="absolute inset-0 -z-10 size-full text-primary/10 [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)]" />
      <div className="mx-auto max-w-4xl px-4 pt-16 pb-28 text-center sm:px-6 sm:pt-24 lg:pb-32">
        <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-card/80 px-3 py-1 text-sm font-medium text-primary-strong shadow-xs">
          <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
          {t('hero.eyebrow')}
        </p>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance text-primary-strong sm:text-5xl lg:text-6xl">
          {t('hero.title')}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
          {t('hero.lead')}
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/auth">{t('hero.join')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/how-it-works">{t('hero.howItWorks')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

/** Marketing figures (spec §1: text, not computed), overlapping the hero's lower edge. */
export function LandingStats() {
  const { t } = useTranslation('landing');
  const stats = t('stats.items', { returnObjects: true }) as Stat[];
  return (
    <section
      aria-labelledby="landing-stats"
      className="relative mx-auto -mt-16 w-full max-w-6xl px-4 sm:px-6"
    >
      <h2 id="landing-stats" className="sr-only">
        {t('stats.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-border bg-border shadow-md sm:grid-cols-3 lg:grid-cols-6">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse justify-center gap-1 bg-card px-3 py-6 text-center"
          >
            <dt className="text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="text-2xl font-bold tracking-tight whitespace-nowrap text-primary sm:text-3xl lg:text-2xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
