import type { cmsMenuItems, cmsMenus } from '../../db/schema/index.ts';
import type { TAdminMenu, TAdminMenuItem } from '../../../shared/cms/menus-contract.ts';
import type { TMenuLocation } from '../../../shared/site/site-contract.ts';

export type AdminMenuRow = typeof cmsMenus.$inferSelect & { itemCount: number };

/** An item with its linked page and post (title and slug), as the admin service reads it. */
export type AdminMenuItemRow = typeof cmsMenuItems.$inferSelect & {
  page: { id: string; title: string; slug: string } | null;
  post: { id: string; title: string; slug: string } | null;
};

export function presentAdminMenu(row: AdminMenuRow): TAdminMenu {
  return {
    id: row.id,
    name: row.name,
    location: row.location as TMenuLocation,
    is_active: row.isActive,
    item_count: row.itemCount,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The link type is what the item links to: a page first, then a post, else its custom URL. */
export function presentAdminMenuItem(row: AdminMenuItemRow): TAdminMenuItem {
  return {
    id: row.id,
    menu_id: row.menuId,
    title: row.title,
    link_type: row.pageId ? 'page' : row.postId ? 'post' : 'custom',
    url: row.url,
    page: row.pageId ? (row.page ?? null) : null,
    post: row.postId ? (row.post ?? null) : null,
    parent_id: row.parentId,
    target: row.target === '_blank' ? '_blank' : '_self',
    css_class: row.cssClass,
    display_order: row.displayOrder,
    is_active: row.isActive,
  };
}
