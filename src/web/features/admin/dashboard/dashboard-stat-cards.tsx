import { CreditCard, DollarSign, FileText, Newspaper, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PAGE_STATUSES,
  POST_STATUSES,
  type TAdminStats,
  type TPostStatus,
} from '../../../../shared/admin/admin-stats-contract';
import { Card } from '../../../components/ui/card';
import { formatCount, formatDollars } from './dashboard-format';

type Stat = { key: string; label: string; icon: ReactNode; value: string; details: string[] };

/** The spec's dashboard figures (§7, §9): members, subscriptions, this month's revenue, posts, pages. */
export function DashboardStatCards({ stats }: { stats: TAdminStats }) {
  const { t, i18n } = useTranslation('admin');
  const count = (value: number) => formatCount(value, i18n.language);
  // Every status a post may have; pages have all but 'scheduled'.
  const byStatus = (statuses: readonly TPostStatus[], counts: Partial<Record<TPostStatus, number>>) =>
    statuses.map((status) => t(`dashboard.stats.status.${status}`, { count: counts[status] ?? 0 }));
  const cards: Stat[] = [
    {
      key: 'members',
      label: t('dashboard.stats.members'),
      icon: <Users />,
      value: count(stats.members.total),
      details: [t('dashboard.stats.newThisMonth', { count: stats.members.new_this_month })],
    },
    {
      key: 'subscriptions',
      label: t('dashboard.stats.subscriptions'),
      icon: <CreditCard />,
      value: count(stats.active_subscriptions),
      details: [t('dashboard.stats.subscriptionsHint')],
    },
    {
      key: 'revenue',
      label: t('dashboard.stats.revenue'),
      icon: <DollarSign />,
      value: formatDollars(stats.revenue_this_month.cents, i18n.language),
      details: [t('dashboard.stats.payments', { count: stats.revenue_this_month.payments })],
    },
    {
      key: 'posts',
      label: t('dashboard.stats.posts'),
      icon: <Newspaper />,
      value: count(stats.posts.total),
      details: byStatus(POST_STATUSES, stats.posts),
    },
    {
      key: 'pages',
      label: t('dashboard.stats.pages'),
      icon: <FileText />,
      value: count(stats.pages.total),
      details: byStatus(PAGE_STATUSES, stats.pages),
    },
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5">
      {cards.map(({ key, label, icon, value, details }) => (
        <li key={key}>
          <Card role="group" aria-label={label} className="grid h-full content-start gap-2 p-4 sm:p-5">
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-strong [&_svg]:size-4">
                {icon}
              </span>
            </div>
            <p className="text-2xl font-semibold tabular-nums sm:text-3xl">{value}</p>
            <ul className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
              {details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          </Card>
        </li>
      ))}
    </ul>
  );
}
