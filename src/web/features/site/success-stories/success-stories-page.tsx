import { MessageSquareHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { StoryCard, type Story } from './story-card';
import { JoinCta } from '../components/join-cta';
import { SiteHero } from '../components/site-hero';
import { StatGrid, type Stat } from '../components/stat-grid';

/** /success-stories (spec §2 "Public pages"): six static member stories, shared with permission. */
export function SuccessStoriesPage() {
  const { t } = useTranslation('stories');
  const stories = t('stories', { returnObjects: true }) as Story[];
  const stats = t('stats.items', { returnObjects: true }) as Stat[];
  return (
    <div className="flex flex-col gap-16 pb-16 sm:gap-20 sm:pb-20">
      <SiteHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} joinLabel={t('hero.join')}>
        <p>{t('hero.intro')}</p>
      </SiteHero>

      <StatGrid label={t('stats.label')} stats={stats} columns={3} />

      <section aria-labelledby="stories-title" className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <h2 id="stories-title" className="text-center text-3xl font-bold tracking-tight text-primary-strong">
          {t('listTitle')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-sm text-muted-foreground">{t('permission')}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {stories.map((story) => (
            <li key={story.couple}>
              <StoryCard story={story} tagsLabel={t('tagsLabel')} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="stories-share" className="mx-auto w-full max-w-4xl px-4 sm:px-6">
        <div className="flex flex-col items-start gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm sm:flex-row sm:items-center sm:p-8">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent-strong">
            <MessageSquareHeart className="size-6" aria-hidden="true" />
          </span>
          <div className="grid flex-1 gap-1">
            <h2 id="stories-share" className="text-xl font-semibold text-foreground">
              {t('share.title')}
            </h2>
            <p className="text-muted-foreground">{t('share.text')}</p>
          </div>
          <Button asChild variant="outline">
            <Link to="/contact">{t('share.link')}</Link>
          </Button>
        </div>
      </section>

      <JoinCta
        title={t('cta.title')}
        text={t('cta.text')}
        joinLabel={t('cta.join')}
        secondary={{ to: '/how-it-works', label: t('cta.howItWorks') }}
      />
    </div>
  );
}
