import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Skeleton } from '../../../components/ui/skeleton';

/** The cards, panels and charts as placeholders while the figures are measured. */
export function DashboardLoading() {
  const { t } = useTranslation('admin');
  return (
    <div role="status" className="grid gap-6">
      <p className="text-sm text-muted-foreground">{t('dashboard.loading')}</p>
      <div className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-32 rounded-lg" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-72 rounded-lg" />
        <Skeleton className="h-72 rounded-lg" />
      </div>
    </div>
  );
}

export function DashboardError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <RetryAlert
      message={t('dashboard.loadFailed')}
      retryLabel={t('dashboard.retry')}
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}
