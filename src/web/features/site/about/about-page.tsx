import { Eye, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { AboutJourney } from './about-journey';
import { AboutStats } from './about-stats';
import { AboutValues } from './about-values';
import { JoinCta } from '../components/join-cta';
import { SiteHero } from '../components/site-hero';

/** /about (spec §2 "Public pages"): mission, vision, journey and the six Islamic values. */
export function AboutPage() {
  const { t } = useTranslation('about');
  return (
    <div className="flex flex-col gap-16 pb-16 sm:gap-20 sm:pb-20">
      <SiteHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        joinLabel={t('hero.join')}
        secondary={{ to: '/how-it-works', label: t('hero.howItWorks') }}
      >
        <p>{t('hero.intro')}</p>
        <p className="text-base">{t('hero.name')}</p>
      </SiteHero>

      <AboutStats />

      <section className="mx-auto grid w-full max-w-6xl gap-6 px-4 sm:px-6 md:grid-cols-2">
        <PurposeCard icon={<Target aria-hidden="true" />} title={t('purpose.missionTitle')}>
          {t('purpose.mission')}
        </PurposeCard>
        <PurposeCard icon={<Eye aria-hidden="true" />} title={t('purpose.visionTitle')}>
          {t('purpose.vision')}
        </PurposeCard>
      </section>

      <AboutJourney />
      <AboutValues />

      <JoinCta
        title={t('cta.title')}
        text={t('cta.text')}
        joinLabel={t('cta.join')}
        secondary={{ to: '/contact', label: t('cta.contact') }}
      />
    </div>
  );
}

function PurposeCard({ icon, title, children }: { icon: ReactNode; title: string; children: string }) {
  return (
    <Card className="flex flex-col gap-4 p-6 sm:p-8">
      <span className="grid size-12 place-items-center rounded-xl bg-primary-soft text-primary [&_svg]:size-6">
        {icon}
      </span>
      <h2 className="text-2xl font-semibold tracking-tight text-primary-strong">{title}</h2>
      <p className="leading-relaxed text-muted-foreground">{children}</p>
    </Card>
  );
}
