import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/ui/retry-alert';
import { Skeleton } from '../../components/ui/skeleton';

/** The current-plan card and three plan cards as placeholders, with an announced text. */
export function MembershipLoading() {
  const { t } = useTranslation('membership');
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">{t('page.loading')}</span>
      <Skeleton className="h-32 w-full rounded-lg" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-80 rounded-lg" />
        ))}
      </div>
    </div>
  );
}

/** The spec's 'Failed to load membership plans' (also a toast), with Retry. */
export function MembershipError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('membership');
  return (
    <RetryAlert
      message={t('page.loadFailed')}
      retryLabel={t('page.retry')}
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}
