import { ChevronLeft, ChevronRight, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { PageContainer } from '../../components/ui/page-container';
import { RetryAlert } from '../../components/ui/retry-alert';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useAudit } from './api/get-audit';
import { AuditEntry } from './audit/audit-entry';
import { AuditFilterBar } from './audit/audit-filter-bar';
import { useAuditFilters } from './audit/use-audit-filters';

function AuditLoading() {
  const { t } = useTranslation('admin');
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{t('audit.loading')}</span>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-32 w-full" />
      ))}
    </div>
  );
}

/** /admin/audit (issue 21 item 6): every staff action, newest first, paged and filtered on the server. */
export function AdminAuditPage() {
  const { t } = useTranslation('admin');
  const { filters, update, goToPage, clearAll } = useAuditFilters();
  const audit = useAudit(filters);
  const filtered = Boolean(filters.action || filters.actor || filters.target);

  let content;
  if (audit.isPending) content = <AuditLoading />;
  else if (audit.isError)
    content = (
      <RetryAlert
        message={t('audit.loadFailed')}
        retryLabel={t('audit.retry')}
        retrying={audit.isFetching}
        onRetry={() => void audit.refetch()}
      />
    );
  else if (audit.data.items.length === 0)
    content = (
      <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border p-10 text-center">
        <ScrollText className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{t(filtered ? 'audit.emptyFiltered' : 'audit.empty')}</p>
        {filtered || filters.page > 1 ? (
          <Button variant="outline" size="sm" onClick={clearAll}>
            {t('audit.clearFilters')}
          </Button>
        ) : null}
      </div>
    );
  else
    content = (
      <ol
        aria-label={t('audit.listLabel')}
        aria-busy={audit.isPlaceholderData || undefined}
        className={cn('grid gap-3', audit.isPlaceholderData && 'opacity-60')}
      >
        {audit.data.items.map((entry) => (
          <AuditEntry
            key={entry.id}
            entry={entry}
            onActor={(actor) => update({ actor })}
            onTarget={(target) => update({ target })}
          />
        ))}
      </ol>
    );

  const hasMore = audit.data?.has_more ?? false;
  return (
    <PageContainer className="grid gap-6 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('audit.title')}</h1>
        <p className="text-muted-foreground">{t('audit.intro')}</p>
      </header>
      <AuditFilterBar filters={filters} entries={audit.data?.items ?? []} onChange={update} />
      {content}
      {audit.isSuccess && (filters.page > 1 || hasMore) ? (
        <nav aria-label={t('audit.pagination')} className="flex items-center justify-end gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={filters.page <= 1}
            onClick={() => goToPage(filters.page - 1)}
          >
            <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
            {t('audit.previous')}
          </Button>
          <p className="px-2 text-sm text-muted-foreground tabular-nums" aria-live="polite">
            {t('audit.page', { page: filters.page })}
          </p>
          <Button variant="outline" size="sm" disabled={!hasMore} onClick={() => goToPage(filters.page + 1)}>
            {t('audit.next')}
            <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </PageContainer>
  );
}
