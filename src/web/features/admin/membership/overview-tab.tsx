import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { useMembershipStats } from '../api/get-membership-stats';
import { formatCount, formatDollars } from './membership-format';
import { TabError, TabLoading } from './membership-states';

type Figure = { key: string; label: string; value: string; hint: string };

/**
 * The Overview tab (spec §9 formulas, computed on the server): memberships, active, cancelled this
 * month, revenue of the last 30 days, conversion, churn and retention. A rate whose divisor is 0 reads
 * '—' with the reason, never a made-up 0 %.
 */
export function OverviewTab() {
  const { t, i18n } = useTranslation('admin');
  const stats = useMembershipStats();
  if (stats.isPending) return <TabLoading label={t('membership.loading')} blocks={7} />;
  if (stats.isError) return <TabError message={t('membership.statsFailed')} query={stats} />;

  const o = stats.data.overview;
  const count = (value: number) => formatCount(value, i18n.language);
  const rate = (value: number | null, hint: string, missing: string) =>
    value === null
      ? { value: t('membership.noFigure'), hint: missing }
      : { value: t('membership.overview.percent', { value: count(value) }), hint };
  const figures: Figure[] = [
    {
      key: 'total',
      label: t('membership.overview.total'),
      value: count(o.total_memberships),
      hint: t('membership.overview.totalHint'),
    },
    {
      key: 'active',
      label: t('membership.overview.active'),
      value: count(o.active_subscriptions),
      hint: t('membership.overview.activeHint'),
    },
    {
      key: 'cancelled',
      label: t('membership.overview.cancelled'),
      value: count(o.cancelled_this_month),
      hint: t('membership.overview.cancelledHint'),
    },
    {
      key: 'revenue',
      label: t('membership.overview.revenue'),
      value: formatDollars(o.monthly_revenue_cents, i18n.language),
      hint: t('membership.overview.revenueHint'),
    },
    {
      key: 'conversion',
      label: t('membership.overview.conversion'),
      ...rate(o.conversion_rate, t('membership.overview.conversionHint'), t('membership.overview.noMembers')),
    },
    {
      key: 'churn',
      label: t('membership.overview.churn'),
      ...rate(o.churn_rate, t('membership.overview.churnHint'), t('membership.overview.noActive')),
    },
    {
      key: 'retention',
      label: t('membership.overview.retention'),
      ...rate(o.retention_rate, t('membership.overview.retentionHint'), t('membership.overview.noActive')),
    },
  ];

  return (
    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
      {figures.map(({ key, label, value, hint }) => (
        <li key={key}>
          <Card role="group" aria-label={label} className="grid h-full content-start gap-2 p-4 sm:p-5">
            <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
            <p className="text-2xl font-semibold tabular-nums sm:text-3xl">{value}</p>
            <p className="text-sm text-muted-foreground">{hint}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
