import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { cmsDone, cmsFailed } from '../../../../shared/cms/cms-contract';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { PageContainer } from '../../../components/ui/page-container';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { SearchField } from '../../../components/ui/search-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/error-message';
import type { TContentKind } from '../api/admin-cms-keys';
import { useDeleteContent } from '../api/admin-delete-content';
import { useContentList } from '../api/admin-get-content-list';
import { ConfirmDialog } from './confirm-dialog';
import { ContentTable } from './content-table';
import { Pager } from './pager';
import { newPath } from './public-path';
import { hasFilters, statusChoices, useContentFilters } from './use-content-filters';

const THING = { posts: 'Post', pages: 'Page' } as const;

/** /admin/cms/posts and /admin/cms/pages (spec §2): search, status filter, server pages, delete. */
export function ContentListPage({ kind }: { kind: TContentKind }) {
  const { t } = useTranslation('cms');
  const { filters, update, goToPage, clear } = useContentFilters(kind);
  const list = useContentList(kind, filters);
  const remove = useDeleteContent(kind);
  const [doomed, setDoomed] = useState<{ id: string; title: string } | null>(null);
  const statusId = `${kind}-status-filter`;

  async function confirmDelete() {
    if (!doomed) return;
    try {
      await remove.mutateAsync(doomed.id);
      toast.success(cmsDone(THING[kind], 'deleted'));
      setDoomed(null);
    } catch (error) {
      toast.error(`${cmsFailed('delete', THING[kind])}${errorMessage(error)}`);
    }
  }

  let content;
  if (list.isPending) content = <ListLoading />;
  else if (list.isError)
    content = (
      <RetryAlert
        message={t('list.loadFailed')}
        retryLabel={t('list.retry')}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.items.length === 0)
    content =
      hasFilters(filters) || filters.page > 1 ? (
        <EmptyState title={t(`list.${kind}.noMatch`)}>
          <Button variant="outline" onClick={clear}>
            {t('list.clearFilters')}
          </Button>
        </EmptyState>
      ) : (
        <EmptyState title={t(`list.${kind}.empty`)} hint={t(`list.${kind}.emptyHint`)}>
          <NewButton kind={kind} />
        </EmptyState>
      );
  else
    content = (
      <>
        <ContentTable
          kind={kind}
          data={list.data}
          stale={list.isPlaceholderData}
          onDelete={(row) => setDoomed({ id: row.id, title: row.title })}
        />
        <Pager
          page={list.data.page}
          pages={Math.max(1, Math.ceil(list.data.total / list.data.page_size))}
          onPage={goToPage}
        />
      </>
    );

  return (
    <PageContainer className="grid gap-6 py-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t(`list.${kind}.title`)}</h1>
          <p className="text-muted-foreground">{t(`list.${kind}.intro`)}</p>
        </div>
        <NewButton kind={kind} />
      </header>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <SearchField
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={filters.search}
          onCommit={(search) => update({ search })}
          maxLength={100}
        />
        <div className="grid content-start gap-2">
          <Label htmlFor={statusId}>{t('list.statusFilter')}</Label>
          <NativeSelect
            id={statusId}
            value={filters.status}
            onChange={(e) => update({ status: e.target.value })}
          >
            {statusChoices(kind).map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {list.isSuccess ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t(`list.${kind}.total`, { count: list.data.total })}
        </p>
      ) : null}
      {content}
      <ConfirmDialog
        open={doomed !== null}
        title={t('list.confirmTitle', { title: doomed?.title ?? '' })}
        text={t('list.confirmText')}
        confirmLabel={t('list.delete')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDoomed(null)}
      />
    </PageContainer>
  );
}

function NewButton({ kind }: { kind: TContentKind }) {
  const { t } = useTranslation('cms');
  return (
    <Button asChild>
      <Link to={newPath(kind)}>
        <Plus aria-hidden="true" />
        {t(`list.${kind}.new`)}
      </Link>
    </Button>
  );
}

function EmptyState({ title, hint, children }: { title: string; hint?: string; children: React.ReactNode }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border bg-card p-10 text-center">
      <p className="text-lg font-medium">{title}</p>
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      {children}
    </div>
  );
}

function ListLoading() {
  return (
    <div className="grid gap-2" aria-busy="true">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-14 w-full" />
      ))}
    </div>
  );
}
