import { and, asc, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cmsMenuItems, cmsMenus, cmsPages, cmsPosts } from '../../db/schema/index.ts';
import {
  MENU_MAX_ITEMS,
  type TMenuLocation,
  type TMenuResponse,
} from '../../../shared/site/site-contract.ts';
import { presentMenu, type MenuItemRow } from './menu-presenter.ts';
import { pageIsPublic, postIsPublic } from './publication.ts';

/** The active menu at a location; when an admin left several active, the one edited last wins. */
export async function findActiveMenu(db: Db, location: TMenuLocation) {
  const rows = await db
    .select({ id: cmsMenus.id, name: cmsMenus.name })
    .from(cmsMenus)
    .where(and(eq(cmsMenus.location, location), eq(cmsMenus.isActive, true)))
    .orderBy(desc(cmsMenus.updatedAt), desc(cmsMenus.createdAt), desc(cmsMenus.id))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * A menu's active items with their linked page/post slug, in one query (no lookup per item), in the
 * order they are shown. Items linked to a page or post that is not published are left out here, so
 * they do not use up the MENU_MAX_ITEMS budget: a visitor must never follow a menu link to a 404.
 */
export async function listMenuItemRows(db: Db, menuId: string, now: Date): Promise<MenuItemRow[]> {
  return db
    .select({
      id: cmsMenuItems.id,
      parentId: cmsMenuItems.parentId,
      title: cmsMenuItems.title,
      url: cmsMenuItems.url,
      target: cmsMenuItems.target,
      cssClass: cmsMenuItems.cssClass,
      pageSlug: cmsPages.slug,
      postSlug: cmsPosts.slug,
    })
    .from(cmsMenuItems)
    .leftJoin(cmsPages, eq(cmsPages.id, cmsMenuItems.pageId))
    .leftJoin(cmsPosts, eq(cmsPosts.id, cmsMenuItems.postId))
    .where(
      and(
        eq(cmsMenuItems.menuId, menuId),
        eq(cmsMenuItems.isActive, true),
        // The link that decides the href (page first, then post) must be public (publication.ts: the
        // one rule, so a scheduled post joins the menu exactly when it joins the blog).
        or(
          and(isNotNull(cmsPages.id), pageIsPublic()),
          and(
            isNull(cmsMenuItems.pageId),
            or(isNull(cmsMenuItems.postId), and(isNotNull(cmsPosts.id), postIsPublic(now))),
          ),
        ),
      ),
    )
    .orderBy(asc(cmsMenuItems.displayOrder), asc(cmsMenuItems.title), asc(cmsMenuItems.id))
    .limit(MENU_MAX_ITEMS);
}

/** What GET /api/menus/:location answers: the active menu there with its item tree, or { menu: null }. */
export async function activeMenuAt(db: Db, location: TMenuLocation, now: Date): Promise<TMenuResponse> {
  const menu = await findActiveMenu(db, location);
  const rows = menu ? await listMenuItemRows(db, menu.id, now) : [];
  return presentMenu(menu, location, rows);
}
