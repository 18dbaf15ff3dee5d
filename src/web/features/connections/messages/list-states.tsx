import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { RetryAlert } from '../../../components/ui/retry-alert';
import type { useConnections } from '../api/get-connections';

export type ListQuery = ReturnType<typeof useConnections>;

/** Three placeholder rows with an announced text. */
export function ListLoading() {
  const { t } = useTranslation('connections');
  return (
    <div role="status" className="grid gap-2">
      <span className="sr-only">{t('messages.loading')}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-3 rounded-lg border border-border bg-card p-4">
          <Skeleton className="size-12 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The spec's 'Failed to load connections' (also a toast), with Retry. */
export function ListError({ query }: { query: ListQuery }) {
  const { t } = useTranslation('connections');
  return (
    <RetryAlert
      message={t('messages.loadFailed')}
      retryLabel={t('messages.retry')}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  );
}

/** The next page of a long list (the server pages by 50). */
export function LoadMore({ query }: { query: ListQuery }) {
  const { t } = useTranslation('connections');
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className="justify-self-center"
      busy={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {t('messages.loadMore')}
    </Button>
  );
}
