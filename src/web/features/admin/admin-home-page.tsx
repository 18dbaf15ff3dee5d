import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TAdminStats } from '../../../shared/admin/admin-stats-contract';
import { Button } from '../../components/ui/button';
import { PageContainer } from '../../components/ui/page-container';
import { cn } from '../../lib/cn';
import { useAdminStats } from './api/get-admin-stats';
import { DashboardCharts } from './dashboard/dashboard-charts';
import { dateTime } from './dashboard/dashboard-format';
import { DashboardStatCards } from './dashboard/dashboard-stat-cards';
import { DashboardError, DashboardLoading } from './dashboard/dashboard-states';
import { QuickLinks } from './dashboard/quick-links';
import { RecentActivity } from './dashboard/recent-activity';
import { SystemStatusPanel } from './dashboard/system-status-panel';

/** /admin, 'Dashboard' (spec §2; issue 21 item 2): every figure measured by GET /api/admin/stats. */
export function AdminHomePage() {
  const { t, i18n } = useTranslation('admin');
  const query = useAdminStats();
  return (
    <PageContainer>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('home.title')}</h1>
          <p className="text-sm text-muted-foreground">
            {query.data
              ? t('dashboard.measuredAt', { time: dateTime(query.data.generated_at, i18n.language) })
              : t('dashboard.subtitle')}
          </p>
        </div>
        {query.data ? (
          <Button
            variant="outline"
            size="sm"
            className="self-start sm:self-auto"
            busy={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {query.isFetching ? null : <RotateCw aria-hidden="true" />}
            {t('dashboard.refresh')}
          </Button>
        ) : null}
      </div>
      {query.isError && !query.data ? (
        <DashboardError retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <DashboardLoading />
      ) : (
        <DashboardBody stats={query.data} stale={query.isFetching} />
      )}
    </PageContainer>
  );
}

function DashboardBody({ stats, stale }: { stats: TAdminStats; stale: boolean }) {
  return (
    <div aria-busy={stale} className={cn('grid gap-6 transition-opacity', stale && 'opacity-60')}>
      <DashboardStatCards stats={stats} />
      <QuickLinks />
      <DashboardCharts stats={stats} />
      <div className="grid gap-4 lg:grid-cols-2">
        <SystemStatusPanel system={stats.system} />
        <RecentActivity items={stats.activity} />
      </div>
    </div>
  );
}
