import { FileText, FolderTree, Image, Menu, Newspaper, Plus, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useCmsOverview } from '../api/admin-get-overview';
import { CmsAdminPage } from '../components/cms-admin-page';
import { CmsQueryContent } from '../components/cms-load-states';
import { RecentList } from './recent-list';

const SECTIONS = [
  { key: 'posts', to: '/admin/cms/posts', Icon: Newspaper },
  { key: 'pages', to: '/admin/cms/pages', Icon: FileText },
  { key: 'media', to: '/admin/cms/media', Icon: Image },
  { key: 'menus', to: '/admin/cms/menus', Icon: Menu },
  { key: 'settings', to: '/admin/cms/settings', Icon: Settings },
  { key: 'categories', to: '/admin/cms/categories', Icon: FolderTree },
] as const;

/**
 * /admin/cms (spec §2): links to every CMS screen, the counts, the 5 most recent posts and pages. A
 * non-admin never gets here: the admin layout's guard shows the CMS Access Denied (debug info,
 * Refresh Permissions, Go Back) for this path (app/guards/admin-access-denied.tsx).
 */
export function CmsDashboardPage() {
  const { t } = useTranslation('cms');
  const overview = useCmsOverview();

  return (
    <CmsAdminPage
      title={t('dashboard.title')}
      intro={t('dashboard.intro')}
      className="gap-8"
      actions={
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/admin/cms/posts/new">
              <Plus aria-hidden="true" />
              {t('dashboard.newPost')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/admin/cms/pages/new">
              <Plus aria-hidden="true" />
              {t('dashboard.newPage')}
            </Link>
          </Button>
        </div>
      }
    >
      <nav aria-label={t('dashboard.sections')}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {SECTIONS.map(({ key, to, Icon }) => (
            <li key={key}>
              <Link
                to={to}
                className="flex h-full items-start gap-3 rounded-lg border border-border bg-card p-4 outline-none hover:border-primary focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span className="grid gap-0.5">
                  <span className="font-medium">{t(`dashboard.links.${key}`)}</span>
                  <span className="text-sm text-muted-foreground">{t(`dashboard.links.${key}Hint`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <CmsQueryContent
        query={overview}
        failed={t('dashboard.loadFailed')}
        retryLabel={t('dashboard.retry')}
        loading={{ count: 2, className: 'grid gap-4 md:grid-cols-2', itemClassName: 'h-64' }}
      >
        {(data) => (
          <>
            <section aria-labelledby="cms-counts">
              <h2 id="cms-counts" className="sr-only">
                {t('dashboard.counts.label')}
              </h2>
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
                {(['posts', 'published', 'scheduled', 'pages', 'media'] as const).map((key) => (
                  <div key={key} className="rounded-lg border border-border bg-card p-4">
                    <dt className="text-sm text-muted-foreground">{t(`dashboard.counts.${key}`)}</dt>
                    <dd className="text-2xl font-semibold">{countOf(data.counts, key)}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <div className="grid gap-4 md:grid-cols-2">
              <RecentList kind="posts" items={data.recent_posts} />
              <RecentList kind="pages" items={data.recent_pages} />
            </div>
          </>
        )}
      </CmsQueryContent>
    </CmsAdminPage>
  );
}

type TCounts = {
  posts: number;
  published_posts: number;
  scheduled_posts: number;
  pages: number;
  media: number;
};
function countOf(counts: TCounts, key: 'posts' | 'published' | 'scheduled' | 'pages' | 'media'): number {
  if (key === 'published') return counts.published_posts;
  if (key === 'scheduled') return counts.scheduled_posts;
  return counts[key];
}
