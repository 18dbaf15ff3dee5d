import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { cmsDone, cmsFailed } from '../../../../shared/cms/cms-contract';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { SearchField } from '../../../components/ui/search-field';
import { errorMessage } from '../../../lib/error-message';
import type { TContentKind } from '../api/admin-cms-keys';
import { useDeleteContent } from '../api/admin-delete-content';
import { useContentList } from '../api/admin-get-content-list';
import { CmsAdminPage } from '../components/cms-admin-page';
import { CmsEmptyState, CmsQueryContent } from '../components/cms-load-states';
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

  return (
    <CmsAdminPage
      title={t(`list.${kind}.title`)}
      intro={t(`list.${kind}.intro`)}
      actions={<NewButton kind={kind} />}
    >
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
      <CmsQueryContent
        query={list}
        failed={t('list.loadFailed')}
        retryLabel={t('list.retry')}
        loading={{ count: 4, className: 'grid gap-2', itemClassName: 'h-14 w-full' }}
      >
        {(data) =>
          data.items.length > 0 ? (
            <>
              <ContentTable
                kind={kind}
                data={data}
                stale={list.isPlaceholderData}
                onDelete={(row) => setDoomed({ id: row.id, title: row.title })}
              />
              <Pager
                page={data.page}
                pages={Math.max(1, Math.ceil(data.total / data.page_size))}
                onPage={goToPage}
              />
            </>
          ) : hasFilters(filters) || filters.page > 1 ? (
            <CmsEmptyState title={t(`list.${kind}.noMatch`)} className="bg-card">
              <Button variant="outline" onClick={clear}>
                {t('list.clearFilters')}
              </Button>
            </CmsEmptyState>
          ) : (
            <CmsEmptyState
              title={t(`list.${kind}.empty`)}
              hint={t(`list.${kind}.emptyHint`)}
              className="bg-card"
            >
              <NewButton kind={kind} />
            </CmsEmptyState>
          )
        }
      </CmsQueryContent>
      <ConfirmDialog
        open={doomed !== null}
        title={t('list.confirmTitle', { title: doomed?.title ?? '' })}
        text={t('list.confirmText')}
        confirmLabel={t('list.delete')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDoomed(null)}
      />
    </CmsAdminPage>
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
