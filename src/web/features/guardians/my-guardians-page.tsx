import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { RetryAlert } from '../../components/ui/retry-alert';
import { Skeleton } from '../../components/ui/skeleton';
import { useMyGuardians } from './api/get-my-guardians';
import { useWards } from './api/get-wards';
import { GuardianAccessLog } from './guardian-access-log';
import { GuardianRow } from './guardian-row';
import { InviteGuardianForm } from './invite-guardian-form';

/**
 * /guardians (issue 23 item 5): invite a guardian, confirm one who accepted, revoke, and read what they
 * read. A member who is somebody's guardian finds the way to them here too.
 */
export function MyGuardiansPage() {
  const { t } = useTranslation('guardians');
  const query = useMyGuardians();
  const live = query.data?.guardians.filter((g) => g.status !== 'revoked').length ?? 0;
  const full = query.data ? live >= query.data.max : false;
  return (
    <PageContainer>
      <PageHeader backLabel={t('mine.back')} title={t('mine.title')} subtitle={t('mine.subtitle')} />
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{t('invite.title')}</CardTitle>
            <CardDescription>
              {full ? t('invite.full', { max: query.data?.max }) : t('invite.text')}
            </CardDescription>
          </CardHeader>
          {full ? null : (
            <CardContent>
              <InviteGuardianForm />
            </CardContent>
          )}
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('list.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <GuardianList query={query} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('access.title')}</CardTitle>
            <CardDescription>{t('access.text')}</CardDescription>
          </CardHeader>
          <CardContent>
            <GuardianAccessLog />
          </CardContent>
        </Card>
        <GuardingSection />
      </div>
    </PageContainer>
  );
}

function GuardianList({ query }: { query: ReturnType<typeof useMyGuardians> }) {
  const { t } = useTranslation('guardians');
  if (query.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">{t('list.loading')}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (!query.data) {
    return (
      <RetryAlert
        message={t('list.loadFailed')}
        retryLabel={t('list.retry')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.guardians.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-lg border border-dashed border-border px-6 py-8 text-center">
        <span className="grid size-11 place-items-center rounded-full bg-primary-soft text-primary-strong">
          <UsersRound className="size-5" aria-hidden="true" />
        </span>
        <p className="font-semibold">{t('list.empty')}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{t('list.emptyText')}</p>
      </div>
    );
  }
  return (
    <ul aria-label={t('list.label')} className="divide-y divide-border rounded-lg border border-border">
      {query.data.guardians.map((guardian) => (
        <GuardianRow key={guardian.id} guardian={guardian} />
      ))}
    </ul>
  );
}

/** Shown only to a member who is someone's guardian: the way to the guardian's screen. */
function GuardingSection() {
  const { t } = useTranslation('guardians');
  const wards = useWards();
  const shown = wards.data?.wards ?? [];
  if (shown.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('guarding.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <p className="flex-1 text-sm text-muted-foreground">{shown.map((ward) => ward.name).join(', ')}</p>
        <Button asChild variant="outline" size="sm">
          <Link to="/guardian">{t('guarding.open')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
