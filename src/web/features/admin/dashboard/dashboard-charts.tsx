import { useTranslation } from 'react-i18next';
import type { TAdminStats } from '../../../../shared/admin/admin-stats-contract';
import { ChartCard } from './chart-card';
import { compactDollars, dayLabel, formatCount, formatDollars, monthLabel } from './dashboard-format';

/** Sign-ups per day (30 UTC days) and revenue per month (12 UTC months), zeros included. */
export function DashboardCharts({ stats }: { stats: TAdminStats }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const signups = stats.signups_per_day.map((d) => ({ label: dayLabel(d.day, language), value: d.count }));
  // The chart's values are dollars; the labels say them with the spec's $ and two decimals.
  const revenue = stats.revenue_per_month.map((m) => ({
    label: monthLabel(m.month, language),
    value: m.cents / 100,
  }));
  const count = (value: number) => formatCount(value, language);
  const dollars = (value: number) => formatDollars(Math.round(value * 100), language);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        title={t('dashboard.charts.signups')}
        hint={t('dashboard.charts.signupsHint')}
        data={signups}
        valueName={t('dashboard.charts.signupsValue')}
        format={count}
        integer
        describe={(d) => t('dashboard.charts.signupsItem', { label: d.label, value: count(d.value) })}
      />
      <ChartCard
        title={t('dashboard.charts.revenue')}
        hint={t('dashboard.charts.revenueHint')}
        data={revenue}
        valueName={t('dashboard.charts.revenueValue')}
        format={dollars}
        tickFormat={(value) => compactDollars(value, language)}
        describe={(d) => t('dashboard.charts.revenueItem', { label: d.label, value: dollars(d.value) })}
      />
    </div>
  );
}
