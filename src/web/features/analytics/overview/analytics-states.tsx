import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Skeleton } from '../../../components/ui/skeleton';

/** The four stat cards and the tabs as placeholders, with the spec's 'Loading your analytics...'. */
export function AnalyticsLoading() {
  const { t } = useTranslation('analytics');
  return (
    <div role="status" className="grid gap-6">
      <p className="text-sm text-muted-foreground">{t('page.loading')}</p>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-32 rounded-lg" />
        ))}
      </div>
      <Skeleton className="h-64 w-full rounded-lg" />
    </div>
  );
}

/** The spec only logs a failed load; here the member is told and may try again. */
export function AnalyticsError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('analytics');
  return (
    <RetryAlert
      message={t('page.loadFailed')}
      retryLabel={t('page.retry')}
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}
