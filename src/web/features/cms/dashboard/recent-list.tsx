import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPageSummary, TPostSummary } from '../../../../shared/cms/cms-contract';
import type { TContentKind } from '../api/admin-cms-keys';
import { formatCmsDate } from '../list/format-date';
import { editPath, listPath } from '../list/public-path';
import { StatusBadge } from '../list/status-badge';

const TEXTS = {
  posts: { title: 'dashboard.recentPosts', all: 'dashboard.viewAllPosts', empty: 'list.posts.empty' },
  pages: { title: 'dashboard.recentPages', all: 'dashboard.viewAllPages', empty: 'list.pages.empty' },
} as const;

/** The 5 most recent posts or pages of the dashboard (spec §9), each linking to its editor. */
export function RecentList({ kind, items }: { kind: TContentKind; items: (TPostSummary | TPageSummary)[] }) {
  const { t } = useTranslation('cms');
  const texts = TEXTS[kind];
  const headingId = `recent-${kind}`;
  return (
    <section
      aria-labelledby={headingId}
      className="grid content-start gap-3 rounded-lg border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t(texts.title)}
        </h2>
        <Link to={listPath(kind)} className="text-sm text-primary underline-offset-4 hover:underline">
          {t(texts.all)}
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t(texts.empty)}</p>
      ) : (
        <ul className="grid divide-y divide-border">
          {items.slice(0, 5).map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="grid min-w-0">
                <Link
                  to={editPath(kind, item.id)}
                  className="truncate font-medium underline-offset-4 hover:underline"
                >
                  {item.title}
                </Link>
                <span className="text-xs text-muted-foreground">{formatCmsDate(item.updated_at)}</span>
              </span>
              <StatusBadge status={item.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
