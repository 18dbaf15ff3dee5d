import { Clock, MessagesSquare, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TWard } from '../../../shared/safety/guardian-contract';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { PageContainer } from '../../components/ui/page-container';
import { RetryAlert } from '../../components/ui/retry-alert';
import { Skeleton } from '../../components/ui/skeleton';
import { initialOf } from '../../entities/member/member-display';
import { MemberAvatar } from '../../entities/member/member-avatar';
import { useWards } from './api/get-wards';
import { useWardLive } from './api/use-ward-live';
import { formatDay } from '../../lib/format-date';

/**
 * /guardian (issue 23 item 5): a guardian's home, the members they guard. Guardian accounts land here
 * after signing in; members who guard someone reach it from /guardians.
 */
export function GuardianHomePage() {
  const { t } = useTranslation('guardians');
  useWardLive();
  const query = useWards();
  return (
    <PageContainer>
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-primary-strong sm:text-3xl">
          {t('home.title')}
        </h1>
        <p className="max-w-3xl text-muted-foreground">{t('home.subtitle')}</p>
      </header>
      {query.isPending ? (
        <div role="status" className="grid gap-3 sm:grid-cols-2">
          <span className="sr-only">{t('home.loading')}</span>
          <Skeleton className="h-36 w-full" />
          <Skeleton className="h-36 w-full" />
        </div>
      ) : !query.data ? (
        <RetryAlert
          message={t('home.loadFailed')}
          retryLabel={t('home.retry')}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.wards.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border bg-card px-6 py-12 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary-strong">
            <ShieldCheck className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold">{t('home.empty')}</h2>
          <p className="max-w-sm text-sm text-muted-foreground">{t('home.emptyText')}</p>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {query.data.wards.map((ward) => (
            <WardCard key={ward.member_id} ward={ward} />
          ))}
        </ul>
      )}
    </PageContainer>
  );
}

function WardCard({ ward }: { ward: TWard }) {
  const { t } = useTranslation('guardians');
  const name = ward.name ?? t('ward.unnamed');
  const active = ward.status === 'active';
  return (
    <li className="grid gap-4 rounded-lg border border-border bg-card p-4 shadow-xs">
      <div className="flex items-center gap-3">
        <MemberAvatar
          src={ward.photo_url}
          photoHidden={ward.photo_hidden}
          alt=""
          fallback={initialOf(name)}
          className="size-14 text-lg"
        />
        <div className="grid min-w-0 gap-0.5">
          <h2 className="truncate text-lg font-semibold">{name}</h2>
          <p className="text-sm text-muted-foreground">
            {t('home.youAre', { name, relationship: t(`relationshipWords.${ward.relationship}`) })}
          </p>
          {active ? (
            <p className="text-sm text-muted-foreground">
              {t('home.since', { date: formatDay(ward.since) })}
            </p>
          ) : null}
        </div>
      </div>
      {active ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button asChild>
            <Link to={`/guardian/wards/${encodeURIComponent(ward.member_id)}`}>
              <MessagesSquare aria-hidden="true" />
              {t('home.open', { name })}
            </Link>
          </Button>
          {ward.weekly_summary ? <Badge variant="outline">{t('home.weekly')}</Badge> : null}
        </div>
      ) : (
        <p className="flex items-center gap-2 rounded-md bg-accent-soft px-3 py-2 text-sm text-accent-strong">
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          {t('home.waiting', { name })}
        </p>
      )}
    </li>
  );
}
