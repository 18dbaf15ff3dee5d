import { ArrowLeft, ListPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { CMS_TEXTS, cmsDone, cmsFailed } from '../../../../shared/cms/cms-contract';
import type { TAdminMenuItem } from '../../../../shared/cms/menus-contract';
import { Button } from '../../../components/ui/button';
import { PageContainer } from '../../../components/ui/page-container';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteMenuItem } from '../api/menu-item-delete';
import { useMenuItems } from '../api/menu-items';
import { moveItem, useSaveMenuItemsOrder } from '../api/menu-items-order';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { MenuItemFormDialog, type TItemEditing } from './menu-item-form-dialog';
import { MenuItemsList } from './menu-items-list';

/**
 * /admin/cms/menus/{menuId}/items (issue 22 item 5): a menu's items, add, edit, delete, and reorder by
 * drag and drop or keyboard; a reorder is one request, and a failed one reloads the list.
 */
export function MenuItemsPage() {
  const { t } = useTranslation('cms-library');
  const { menuId } = useParams();
  const items = useMenuItems(menuId);
  const reorder = useSaveMenuItemsOrder();
  const remove = useDeleteMenuItem();
  const [editing, setEditing] = useState<TItemEditing | null>(null);
  const [deleting, setDeleting] = useState<TAdminMenuItem | null>(null);

  const onMove = async (from: number, to: number) => {
    if (!menuId || !items.data) return;
    try {
      await reorder.mutateAsync({ menuId, items: moveItem(items.data.items, from, to) });
      toast.success(CMS_TEXTS.reordered);
    } catch (error) {
      toast.error(`${CMS_TEXTS.reorderFailed}${errorMessage(error)}`);
    }
  };

  const confirmDelete = async () => {
    if (!deleting || !menuId) return;
    try {
      await remove.mutateAsync({ menuId, id: deleting.id });
      toast.success(cmsDone('Menu item', 'deleted'));
    } catch (error) {
      toast.error(`${cmsFailed('delete', 'Menu item')}${errorMessage(error)}`);
    }
    setDeleting(null);
  };

  const notFound = items.error instanceof ApiError && items.error.status === 404 ? items.error : null;
  let content;
  if (!menuId) content = <p role="alert">{CMS_TEXTS.menuIdNotFound}</p>;
  else if (notFound) content = <p role="alert">{errorMessage(notFound)}</p>;
  else if (items.isError)
    content = (
      <RetryAlert
        message={t('items.loadFailed')}
        retryLabel={t('common.retry')}
        retrying={items.isFetching}
        onRetry={() => void items.refetch()}
      />
    );
  else if (!items.data)
    content = (
      <div role="status" className="grid gap-2">
        <span className="sr-only">{t('items.loading')}</span>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-16 w-full" />
        ))}
      </div>
    );
  else if (items.data.items.length === 0)
    content = (
      <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border p-10 text-center">
        <ListPlus className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{CMS_TEXTS.noMenuItemsYet}</p>
      </div>
    );
  else
    content = (
      <>
        <p className="text-sm text-muted-foreground">{t('items.intro')}</p>
        <MenuItemsList
          items={items.data.items}
          disabled={reorder.isPending}
          onMove={(from, to) => void onMove(from, to)}
          onEdit={(item) => setEditing({ item })}
          onDelete={(item) => setDeleting(item)}
        />
        {reorder.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('items.reordering')}
          </p>
        ) : null}
      </>
    );

  return (
    <PageContainer className="grid gap-6 py-8">
      <header className="grid gap-3">
        <Button asChild variant="ghost" size="sm" className="justify-self-start">
          <Link to="/admin/cms/menus">
            <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
            {t('items.backToMenus')}
          </Link>
        </Button>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h1 className="text-2xl font-semibold tracking-tight break-words">
            {items.data ? t('items.titleOf', { name: items.data.menu.name }) : t('items.title')}
          </h1>
          {menuId && items.isSuccess && !notFound ? (
            <Button onClick={() => setEditing({ item: null })}>
              <Plus aria-hidden="true" />
              {t('items.create')}
            </Button>
          ) : null}
        </div>
      </header>
      {content}
      {menuId ? (
        <MenuItemFormDialog
          menuId={menuId}
          items={items.data?.items ?? []}
          editing={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('items.deleteTitle')}
        text={t('items.deleteConfirm', { title: deleting?.title ?? '' })}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </PageContainer>
  );
}
