import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageContainer } from '../../components/ui/page-container';
import { RetryAlert } from '../../components/ui/retry-alert';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api-client';
import { useWardConnections } from './api/get-ward-connections';
import { useWards } from './api/get-wards';
import { useWardLive } from './api/use-ward-live';
import { WardChatRow, WardRequestRow } from './ward-connection-row';
import { WardPageHeader } from './ward-page-header';

/** /guardian/wards/:memberId (issue 23 item 5): the ward's conversations and requests, read-only, live. */
export function WardConversationsPage() {
  const { t } = useTranslation('guardians');
  const { memberId = '' } = useParams();
  useWardLive();
  const wards = useWards();
  const query = useWardConnections(memberId);
  const name = wards.data?.wards.find((ward) => ward.member_id === memberId)?.name ?? t('ward.unnamed');
  const header = (
    <WardPageHeader
      back={{ to: '/guardian', label: t('ward.back') }}
      title={t('ward.title', { name })}
      note={t('ward.readOnly', { name })}
    />
  );
  if (query.isPending) {
    return (
      <PageContainer>
        {header}
        <div role="status" className="grid gap-2">
          <span className="sr-only">{t('ward.loading', { name })}</span>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      </PageContainer>
    );
  }
  if (!query.data) {
    const gone = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PageContainer>
        {header}
        {gone ? (
          <p
            role="alert"
            className="rounded-lg border border-border bg-card p-4 text-sm text-muted-foreground"
          >
            {t('ward.notFound')}
          </p>
        ) : (
          <RetryAlert
            message={t('ward.loadFailed')}
            retryLabel={t('ward.retry')}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        )}
      </PageContainer>
    );
  }
  const chats = query.data.connections.filter((c) => c.status === 'accepted');
  const requests = query.data.connections.filter((c) => c.status !== 'accepted');
  return (
    <PageContainer>
      {header}
      <section aria-labelledby="ward-chats" className="grid gap-3">
        <h2 id="ward-chats" className="text-lg font-semibold">
          {t('ward.chats')}
        </h2>
        {chats.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('ward.noChats')}</p>
        ) : (
          <ul
            aria-label={t('ward.chatsLabel', { name })}
            className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-card"
          >
            {chats.map((connection) => (
              <WardChatRow key={connection.id} connection={connection} wardId={memberId} wardName={name} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="ward-requests" className="grid gap-3">
        <h2 id="ward-requests" className="text-lg font-semibold">
          {t('ward.requests')}
        </h2>
        {requests.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('ward.noRequests')}</p>
        ) : (
          <ul
            aria-label={t('ward.requestsLabel', { name })}
            className="divide-y divide-border rounded-lg border border-border bg-card"
          >
            {requests.map((connection) => (
              <WardRequestRow key={connection.id} connection={connection} />
            ))}
          </ul>
        )}
      </section>
    </PageContainer>
  );
}
