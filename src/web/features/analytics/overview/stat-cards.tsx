import { Clock, Eye, TrendingUp, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAnalytics } from '../../../../shared/analytics/analytics-contract';
import { Card } from '../../../components/ui/card';
import { formatCount, formatMinutes } from '../analytics-format';
import { GrowthBadge } from './growth-badge';

type Stat = {
  key: 'totalViews' | 'uniqueViewers' | 'weeklyViews' | 'avgDuration';
  icon: ReactNode;
  value: number | null;
  growth: number | null;
  /** 'This Week' always compares with the week before, whatever the period. */
  weekly?: boolean;
};

/** The four figures of spec §2, each with its growth against the previous period of the same length. */
export function StatCards({ analytics }: { analytics: TAnalytics }) {
  const { t, i18n } = useTranslation('analytics');
  const stats: Stat[] = [
    { key: 'totalViews', icon: <Eye />, value: analytics.totalViews, growth: analytics.viewsGrowth },
    {
      key: 'uniqueViewers',
      icon: <Users />,
      value: analytics.uniqueViewers,
      growth: analytics.uniqueViewersGrowth,
    },
    {
      key: 'weeklyViews',
      icon: <TrendingUp />,
      value: analytics.weeklyViews,
      growth: analytics.weeklyGrowth,
      weekly: true,
    },
    { key: 'avgDuration', icon: <Clock />, value: analytics.avgDuration, growth: analytics.durationGrowth },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {stats.map(({ key, icon, value, growth, weekly }) => (
        <li key={key}>
          <Card
            role="group"
            aria-label={t(`stats.${key}`)}
            className="grid h-full content-start gap-2 p-4 sm:p-5"
          >
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-sm font-medium text-muted-foreground">{t(`stats.${key}`)}</h2>
              <span className="hidden size-9 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-strong sm:grid [&_svg]:size-4">
                {icon}
              </span>
            </div>
            <p className="text-2xl font-semibold tabular-nums sm:text-3xl">
              {value === null ? (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">{t('stats.noDuration')}</span>
                </>
              ) : key === 'avgDuration' ? (
                formatMinutes(value, i18n.language)
              ) : (
                formatCount(value, i18n.language)
              )}
            </p>
            <div>
              <GrowthBadge growth={growth} value={value} periodless={analytics.period === 'all' && !weekly} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
