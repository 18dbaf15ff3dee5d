import { ChevronLeft, ChevronRight, SearchX, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  VIEWER_SEARCH_MAX_LENGTH,
  type TAnalyticsPeriod,
  type TViewersPage,
} from '../../../../shared/analytics/analytics-contract';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useNow } from '../../../lib/use-now';
import { useViewers } from '../api/get-viewers';
import { ViewerRow } from './viewer-row';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { SearchField } from '../../../components/ui/search-field';

/** Recent Viewers: the period's viewers, newest first, searched and paged by the server. */
export function ViewersTab({ period }: { period: TAnalyticsPeriod }) {
  const { t } = useTranslation('analytics');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // A new period starts again at its first page (the search stays).
  const [seenPeriod, setSeenPeriod] = useState(period);
  if (seenPeriod !== period) {
    setSeenPeriod(period);
    setPage(1);
  }
  const query = useViewers(period, search, page);
  const total = query.data?.total;

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle className="text-lg">{t('viewers.title', { count: total ?? 0 })}</CardTitle>
        <SearchField
          className="sm:w-72"
          label={t('viewers.searchLabel')}
          hideLabel
          placeholder={t('viewers.searchPlaceholder')}
          maxLength={VIEWER_SEARCH_MAX_LENGTH}
          value={search}
          onCommit={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
      </CardHeader>
      <CardContent className="px-0 pb-2 sm:px-0">
        {query.isError && !query.data ? (
          <RetryAlert
            className="mx-6 mb-4"
            message={t('viewers.loadFailed')}
            retryLabel={t('page.retry')}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : !query.data ? (
          <ViewersLoading />
        ) : (
          <ViewerList
            data={query.data}
            searching={search !== ''}
            stale={query.isPlaceholderData}
            onPage={setPage}
          />
        )}
      </CardContent>
    </Card>
  );
}

type ViewerListProps = {
  data: TViewersPage;
  searching: boolean;
  stale: boolean;
  onPage: (page: number) => void;
};

function ViewerList({ data, searching, stale, onPage }: ViewerListProps) {
  const { t } = useTranslation('analytics');
  const now = useNow();
  if (data.items.length === 0) {
    return searching ? (
      <EmptyState icon={<SearchX />} title={t('viewers.noResults')} />
    ) : (
      <EmptyState icon={<Users />} title={t('viewers.empty')} hint={t('viewers.emptyHint')} />
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / data.page_size));
  return (
    <div aria-busy={stale} className={cn('grid transition-opacity', stale && 'opacity-60')}>
      <ul className="divide-y divide-border border-t border-border">
        {data.items.map((viewer) => (
          <ViewerRow key={viewer.id} viewer={viewer} now={now} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav
          aria-label={t('viewers.pagination')}
          className="flex items-center justify-center gap-2 px-4 pt-4 pb-2"
        >
          <Button variant="outline" size="sm" disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>
            <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
            {t('viewers.previous')}
          </Button>
          <p className="px-2 text-sm whitespace-nowrap text-muted-foreground tabular-nums" aria-live="polite">
            {t('viewers.pageOf', { page: data.page, pages })}
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={data.page >= pages}
            onClick={() => onPage(data.page + 1)}
          >
            {t('viewers.next')}
            <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function EmptyState({ icon, title, hint }: { icon: ReactNode; title: string; hint?: string }) {
  return (
    <div className="grid justify-items-center gap-2 px-6 py-10 text-center">
      <span
        className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
        aria-hidden="true"
      >
        {icon}
      </span>
      <p className="font-medium">{title}</p>
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
    </div>
  );
}

function ViewersLoading() {
  const { t } = useTranslation('analytics');
  return (
    <div role="status" className="grid gap-3 px-6 pb-4">
      <span className="sr-only">{t('viewers.loading')}</span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}
