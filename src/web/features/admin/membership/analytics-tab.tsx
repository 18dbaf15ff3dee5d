import { useTranslation } from 'react-i18next';
import { useMembershipStats } from '../api/get-membership-stats';
import { ChartCard } from '../dashboard/chart-card';
import { compactDollars } from '../dashboard/dashboard-format';
import { formatCount, formatDollars, monthLabel } from './membership-format';
import { TabError, TabLoading } from './membership-states';

/**
 * The Analytics tab: active subscriptions and revenue per month (12 UTC months, zeros included),
 * subscriptions by plan now, and cancellations per month.
 */
export function AnalyticsTab() {
  const { t, i18n } = useTranslation('admin');
  const stats = useMembershipStats();
  if (stats.isPending)
    return <TabLoading label={t('membership.loading')} blocks={4} className="grid gap-4 lg:grid-cols-2" />;
  if (stats.isError) return <TabError message={t('membership.statsFailed')} query={stats} />;

  const language = i18n.language;
  const months = stats.data.months;
  // Each bar as a sentence, read instead of the picture.
  const item = (format: (value: number) => string) => (datum: { label: string; value: number }) =>
    t('membership.analytics.item', { label: datum.label, value: format(datum.value) });
  const perMonth = (pick: (m: (typeof months)[number]) => number) =>
    months.map((m) => ({ label: monthLabel(m.month, language), value: pick(m) }));
  const count = (value: number) => formatCount(value, language);
  const dollars = (value: number) => formatDollars(Math.round(value * 100), language);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        describe={item(count)}
        title={t('membership.analytics.active')}
        hint={t('membership.analytics.activeHint')}
        data={perMonth((m) => m.active_subscriptions)}
        valueName={t('membership.analytics.activeValue')}
        format={count}
        integer
      />
      <ChartCard
        describe={item(dollars)}
        title={t('membership.analytics.revenue')}
        hint={t('membership.analytics.revenueHint')}
        data={perMonth((m) => m.revenue_cents / 100)}
        valueName={t('membership.analytics.revenueValue')}
        format={dollars}
        tickFormat={(value) => compactDollars(value, language)}
      />
      <ChartCard
        describe={item(count)}
        title={t('membership.analytics.byPlan')}
        hint={t('membership.analytics.byPlanHint')}
        data={stats.data.by_plan.map((p) => ({ label: p.name, value: p.active_subscriptions }))}
        valueName={t('membership.analytics.byPlanValue')}
        format={count}
        integer
      />
      <ChartCard
        describe={item(count)}
        title={t('membership.analytics.cancellations')}
        hint={t('membership.analytics.cancellationsHint')}
        data={perMonth((m) => m.cancelled)}
        valueName={t('membership.analytics.cancellationsValue')}
        format={count}
        integer
      />
    </div>
  );
}
