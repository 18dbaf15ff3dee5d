import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListError, ListLoading, LoadMore, type ListQuery } from './list-states';
import { RequestRow } from './request-row';

/** The Requests tab: requests received (Accept / Decline), then the member's own (Withdraw). */
export function RequestList({ query }: { query: ListQuery }) {
  const { t } = useTranslation('connections');
  if (query.isPending) return <ListLoading />;
  if (query.isError) return <ListError query={query} />;
  const pending = query.data.pages.flatMap((page) => page.connections).filter((c) => c.status === 'pending');
  const received = pending.filter((c) => c.direction === 'incoming');
  const sent = pending.filter((c) => c.direction === 'outgoing');
  return (
    <div className="grid gap-6">
      <section aria-labelledby="requests-received" className="grid gap-3">
        <h2 id="requests-received" className="text-sm font-semibold text-muted-foreground">
          {t('messages.received')}
        </h2>
        {received.length === 0 ? (
          <div className="grid justify-items-center gap-2 rounded-lg border border-dashed border-border bg-card px-6 py-10 text-center">
            <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-semibold">{t('messages.noRequests')}</p>
            <p className="max-w-sm text-sm text-muted-foreground">{t('messages.noRequestsText')}</p>
          </div>
        ) : (
          <ul className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-card">
            {received.map((connection) => (
              <li key={connection.id}>
                <RequestRow connection={connection} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {sent.length > 0 ? (
        <section aria-labelledby="requests-sent" className="grid gap-3">
          <h2 id="requests-sent" className="text-sm font-semibold text-muted-foreground">
            {t('messages.sent')}
          </h2>
          <ul className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-card">
            {sent.map((connection) => (
              <li key={connection.id}>
                <RequestRow connection={connection} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <LoadMore query={query} />
    </div>
  );
}
