import { Eye, Heart, MessageCircle, RotateCw, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMemberStats } from '../../../../shared/profiles/profile-contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useMyStats } from '../../../entities/member-stats/get-my-stats';

type StatKey = keyof TMemberStats;

const CARDS: readonly {
  key: StatKey;
  label: 'requests' | 'unread' | 'views' | 'favorites';
  icon: ReactNode;
}[] = [
  { key: 'pending_requests', label: 'requests', icon: <UserPlus aria-hidden="true" /> },
  { key: 'unread_messages', label: 'unread', icon: <MessageCircle aria-hidden="true" /> },
  { key: 'profile_views', label: 'views', icon: <Eye aria-hidden="true" /> },
  { key: 'favorites_received', label: 'favorites', icon: <Heart aria-hidden="true" /> },
];

/** Four counts; '...' while loading, and an honest '—' with Retry when they could not be loaded. */
export function StatsSection() {
  const { t } = useTranslation('home');
  const stats = useMyStats();

  function valueOf(key: StatKey): ReactNode {
    if (stats.isPending) return t('stats.loading');
    if (stats.isError) {
      return (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">{t('stats.unavailable')}</span>
        </>
      );
    }
    return stats.data[key].toLocaleString();
  }

  return (
    <section aria-labelledby="stats-title" aria-busy={stats.isPending} className="grid gap-3">
      <h2 id="stats-title" className="sr-only">
        {t('stats.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {CARDS.map(({ key, label, icon }) => {
          const body = (
            <Card className="flex h-full items-center gap-3 p-4 transition-colors sm:p-5">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-strong [&_svg]:size-5">
                {icon}
              </span>
              <span className="grid min-w-0">
                <span className="text-2xl font-semibold tabular-nums">{valueOf(key)}</span>
                <span className="text-sm text-muted-foreground">{t(`stats.${label}`)}</span>
              </span>
            </Card>
          );
          return (
            <li key={key}>
              {key === 'profile_views' ? (
                <Link
                  to="/profile-analytics"
                  className="block h-full rounded-lg outline-none hover:[&>div]:border-primary/40 hover:[&>div]:bg-primary-soft/30 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                >
                  {body}
                </Link>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
      {stats.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <span>{t('stats.error')}</span>
          <Button variant="outline" size="sm" onClick={() => void stats.refetch()} busy={stats.isFetching}>
            {stats.isFetching ? null : <RotateCw aria-hidden="true" />}
            {t('stats.retry')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
