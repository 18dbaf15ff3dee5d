import { ChevronLeft, ChevronRight, Eye } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGuardianAccess } from '../../../shared/safety/guardian-contract';
import { Button } from '../../components/ui/button';
import { RetryAlert } from '../../components/ui/retry-alert';
import { Skeleton } from '../../components/ui/skeleton';
import { relativeTime } from '../../lib/relative-time';
import { useNow } from '../../lib/use-now';
import { useGuardianAccess } from './api/get-guardian-access';

/** Every read my guardians made, newest first, 20 a page (issue 23 item 5). */
export function GuardianAccessLog() {
  const { t } = useTranslation('guardians');
  const [page, setPage] = useState(1);
  const query = useGuardianAccess(page);
  if (query.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">{t('access.loading')}</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (!query.data) {
    return (
      <RetryAlert
        message={t('access.loadFailed')}
        retryLabel={t('access.retry')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { items, total, page_size: size } = query.data;
  if (total === 0) return <p className="text-sm text-muted-foreground">{t('access.empty')}</p>;
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <div className="grid gap-3">
      <ol aria-label={t('access.label')} className="divide-y divide-border rounded-lg border border-border">
        {items.map((item) => (
          <AccessRow key={item.id} item={item} />
        ))}
      </ol>
      {pages > 1 ? (
        <nav
          aria-label={t('access.pagination')}
          className="flex flex-wrap items-center justify-between gap-2"
        >
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
            {t('access.newer')}
          </Button>
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {t('access.page', { page, pages })}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('access.older')}
            <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function AccessRow({ item }: { item: TGuardianAccess }) {
  const { t, i18n } = useTranslation('guardians');
  const now = useNow(60_000);
  const guardian = item.guardian.name;
  const text =
    item.kind === 'connections'
      ? t('access.connections', { guardian })
      : item.kind === 'live'
        ? t('access.live', { guardian })
        : item.connection?.partner_name
          ? t('access.conversation', { guardian, partner: item.connection.partner_name })
          : t('access.conversationUnnamed', { guardian });
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 text-sm">
      <Eye className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="min-w-0 flex-1">{text}</span>
      <time dateTime={item.created_at} className="text-muted-foreground">
        {relativeTime(item.created_at, now, i18n.language)}
      </time>
    </li>
  );
}
