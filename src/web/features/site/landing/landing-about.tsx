import {
  ArrowRight,
  Check,
  HeartHandshake,
  MessagesSquare,
  ShieldCheck,
  Sparkles,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionHeading } from './section-heading';

type WhyItem = { title: string; text: string };

/** About: who we are and how a profile differs, with a link to /about. */
export function LandingAbout() {
  const { t } = useTranslation('landing');
  const points = t('about.points', { returnObjects: true }) as string[];
  return (
    <section aria-labelledby="landing-about" className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="landing-about"
            eyebrow={t('about.eyebrow')}
            title={t('about.title')}
            align="start"
          />
          <p className="mt-5 text-lg text-pretty text-muted-foreground">{t('about.text')}</p>
          <p className="mt-4 text-pretty text-muted-foreground">{t('about.text2')}</p>
          <Link
            to="/about"
            className="mt-6 inline-flex items-center gap-1.5 rounded-md font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            {t('about.more')}
            <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
          </Link>
        </div>
        <div className="relative rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <span className="absolute -top-5 start-6 grid size-10 place-items-center rounded-xl bg-accent text-accent-foreground shadow-sm">
            <HeartHandshake className="size-5" aria-hidden="true" />
          </span>
          <ul className="mt-2 grid gap-5">
            {points.map((point) => (
              <li key={point} className="flex gap-3">
                <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-strong">
                  <Check className="size-4" aria-hidden="true" />
                </span>
                <span className="text-foreground">{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

const WHY_ICONS = [Users, ShieldCheck, MessagesSquare, Sparkles];

/** Why Choose: four things Mithaq actually does, each a card. */
export function LandingWhy() {
  const { t } = useTranslation('landing');
  const items = t('why.items', { returnObjects: true }) as WhyItem[];
  return (
    <section aria-labelledby="landing-why" className="bg-muted/60 py-16 sm:py-20">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <SectionHeading id="landing-why" eyebrow={t('why.eyebrow')} title={t('why.title')} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item, index) => {
            const Icon = WHY_ICONS[index] ?? Sparkles;
            return (
              <li key={item.title} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
                <span className="grid size-12 place-items-center rounded-xl bg-primary-soft text-primary-strong">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-foreground">{item.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{item.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
