import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/ui/retry-alert';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';

type ItemLoadStateProps = {
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'error' | 'isFetching' | 'refetch'>;
  /** The queue's texts: each has item.loading, item.notFound, item.loadFailed and item.retry. */
  namespace: 'moderation' | 'verification-review';
  /** The height of the second placeholder: roughly the item's evidence or photos. */
  bodyHeight: 'h-48' | 'h-72';
};

/**
 * A staff queue item's screen before it has its item: placeholders while it loads, 'not found' for an
 * unknown id (404), or the failure with Retry. Null once the item is there.
 */
export function ItemLoadState({ query, namespace, bodyHeight }: ItemLoadStateProps) {
  const { t } = useTranslation(namespace);
  if (query.isPending)
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{t('item.loading')}</span>
        <Skeleton className="h-32 w-full" />
        <Skeleton className={cn(bodyHeight, 'w-full')} />
      </div>
    );
  if (!query.error) return null;
  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <p role="alert" className="rounded-lg border border-border bg-card p-4">
        {t('item.notFound')}
      </p>
    );
  return (
    <RetryAlert
      message={t('item.loadFailed')}
      retryLabel={t('item.retry')}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  );
}
