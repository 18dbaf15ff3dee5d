import { CircleCheck, HeartHandshake, MessageCircleHeart, Search, UserRoundPen, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { JoinCta } from '../components/join-cta';
import { SiteHero } from '../components/site-hero';

type Step = { title: string; text: string; points: string[] };

const ICONS = [UserRoundPen, Search, MessageCircleHeart, HeartHandshake] as const;

/** /how-it-works (spec §2 "Public pages"): the four steps, numbered, then a call to action. */
export function HowItWorksPage() {
  const { t } = useTranslation('howItWorks');
  const steps = t('steps', { returnObjects: true }) as Step[];
  return (
    <div className="flex flex-col gap-16 pb-16 sm:gap-20 sm:pb-20">
      <SiteHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} joinLabel={t('hero.join')}>
        <p>{t('hero.intro')}</p>
      </SiteHero>

      <ol aria-label={t('stepsLabel')} className="mx-auto grid w-full max-w-4xl gap-6 px-4 sm:px-6">
        {steps.map((step, index) => {
          const Icon = ICONS[index] ?? Search;
          const number = index + 1;
          return (
            <li key={step.title}>
              <Card className="flex flex-col gap-5 p-6 sm:flex-row sm:gap-8 sm:p-8">
                <div className="flex items-center gap-4 sm:flex-col sm:items-center">
                  <span
                    aria-hidden="true"
                    className="grid size-14 shrink-0 place-items-center rounded-full bg-primary text-2xl font-bold text-primary-foreground shadow-sm"
                  >
                    {number}
                  </span>
                  <span className="grid size-10 place-items-center rounded-lg bg-accent-soft text-accent-strong">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                </div>
                <div className="grid gap-3">
                  <h2 className="text-2xl font-semibold tracking-tight text-primary-strong">{step.title}</h2>
                  <p className="leading-relaxed text-muted-foreground">{step.text}</p>
                  <ul className="grid gap-2">
                    {step.points.map((point) => (
                      <li key={point} className="flex gap-2.5">
                        <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                        <span>{point}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              </Card>
            </li>
          );
        })}
      </ol>

      <section aria-labelledby="how-family" className="mx-auto w-full max-w-4xl px-4 sm:px-6">
        <div className="flex flex-col gap-4 rounded-2xl border border-accent-soft bg-accent-soft/50 p-6 sm:flex-row sm:p-8">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-card text-accent-strong shadow-sm">
            <Users className="size-6" aria-hidden="true" />
          </span>
          <div className="grid gap-2">
            <h2 id="how-family" className="text-xl font-semibold text-foreground">
              {t('family.title')}
            </h2>
            <p className="leading-relaxed text-foreground/80">{t('family.text')}</p>
          </div>
        </div>
      </section>

      <JoinCta
        title={t('cta.title')}
        text={t('cta.text')}
        joinLabel={t('cta.join')}
        secondary={{ to: '/faq', label: t('cta.faq') }}
      />
    </div>
  );
}
