import { ListPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { CMS_TEXTS, cmsDone, cmsFailed } from '../../../../shared/cms/cms-contract';
import type { TAdminMenuItem } from '../../../../shared/cms/menus-contract';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteMenuItem } from '../api/menu-item-delete';
import { useMenuItems } from '../api/menu-items';
import { moveItem, useSaveMenuItemsOrder } from '../api/menu-items-order';
import { CmsAdminPage } from '../components/cms-admin-page';
import { CmsEmptyState, CmsQueryContent } from '../components/cms-load-states';
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
  else
    content = (
      <CmsQueryContent
        query={items}
        failed={t('items.loadFailed')}
        retryLabel={t('common.retry')}
        loading={{
          label: t('items.loading'),
          count: 4,
          className: 'grid gap-2',
          itemClassName: 'h-16 w-full',
        }}
      >
        {(data) =>
          data.items.length === 0 ? (
            <CmsEmptyState icon={ListPlus} title={CMS_TEXTS.noMenuItemsYet} />
          ) : (
            <>
              <p className="text-sm text-muted-foreground">{t('items.intro')}</p>
              <MenuItemsList
                items={data.items}
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
          )
        }
      </CmsQueryContent>
    );

  return (
    <CmsAdminPage
      title={items.data ? t('items.titleOf', { name: items.data.menu.name }) : t('items.title')}
      back={{ to: '/admin/cms/menus', label: t('items.backToMenus') }}
      actions={
        menuId && items.isSuccess && !notFound ? (
          <Button onClick={() => setEditing({ item: null })}>
            <Plus aria-hidden="true" />
            {t('items.create')}
          </Button>
        ) : null
      }
    >
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
    </CmsAdminPage>
  );
}
