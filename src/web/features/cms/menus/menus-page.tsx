import { ListTree, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { CMS_TEXTS, cmsDone, cmsFailed } from '../../../../shared/cms/cms-contract';
import type { TAdminMenu } from '../../../../shared/cms/menus-contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteMenu } from '../api/menu-delete';
import { useMenus } from '../api/menu-list';
import { CmsAdminPage } from '../components/cms-admin-page';
import { CmsEmptyState, CmsQueryContent } from '../components/cms-load-states';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { MenuFormDialog, type TMenuEditing } from './menu-form-dialog';

/** /admin/cms/menus (issue 22 item 5): every menu, create, edit, delete, and a way to its items. */
export function MenusPage() {
  const { t } = useTranslation('cms-library');
  const menus = useMenus();
  const remove = useDeleteMenu();
  const [editing, setEditing] = useState<TMenuEditing | null>(null);
  const [deleting, setDeleting] = useState<TAdminMenu | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(cmsDone('Menu', 'deleted'));
    } catch (error) {
      toast.error(`${cmsFailed('delete', 'Menu')}${errorMessage(error)}`);
    }
    setDeleting(null);
  };

  return (
    <CmsAdminPage
      title={t('menus.title')}
      intro={t('menus.intro')}
      back={{ to: '/admin/cms', label: t('common.backToCms') }}
      actions={
        <Button onClick={() => setEditing({ menu: null })}>
          <Plus aria-hidden="true" />
          {t('menus.create')}
        </Button>
      }
    >
      <CmsQueryContent
        query={menus}
        failed={t('menus.loadFailed')}
        retryLabel={t('common.retry')}
        loading={{
          label: t('menus.loading'),
          count: 3,
          className: 'grid gap-3',
          itemClassName: 'h-24 w-full',
        }}
      >
        {(data) =>
          data.menus.length === 0 ? (
            <CmsEmptyState icon={ListTree} title={CMS_TEXTS.noMenusFound} />
          ) : (
            <ul aria-label={t('menus.listLabel')} className="grid gap-3">
              {data.menus.map((menu) => (
                <MenuCard
                  key={menu.id}
                  menu={menu}
                  onEdit={() => setEditing({ menu })}
                  onDelete={() => setDeleting(menu)}
                />
              ))}
            </ul>
          )
        }
      </CmsQueryContent>
      <MenuFormDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('menus.deleteTitle')}
        text={t('menus.deleteConfirm', { name: deleting?.name ?? '' })}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </CmsAdminPage>
  );
}

function MenuCard({
  menu,
  onEdit,
  onDelete,
}: {
  menu: TAdminMenu;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('cms-library');
  return (
    <li>
      <Card
        role="group"
        aria-label={menu.name}
        className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center"
      >
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold break-words">{menu.name}</h2>
            <Badge variant="outline">{t(`menus.locations.${menu.location}`)}</Badge>
            <Badge variant={menu.is_active ? 'secondary' : 'outline'}>
              {t(menu.is_active ? 'common.active' : 'common.inactive')}
            </Badge>
          </div>
          <p className="text-sm text-muted-foreground">{t('menus.itemCount', { count: menu.item_count })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link
              to={`/admin/cms/menus/${encodeURIComponent(menu.id)}/items`}
              aria-label={t('menus.manageItemsLabel', { name: menu.name })}
            >
              <ListTree aria-hidden="true" />
              {t('menus.manageItems')}
            </Link>
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={t('menus.editLabel', { name: menu.name })}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
            {t('common.edit')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={t('menus.deleteLabel', { name: menu.name })}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
            {t('common.delete')}
          </Button>
        </div>
      </Card>
    </li>
  );
}
