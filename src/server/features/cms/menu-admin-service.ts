import { asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cmsMenuItems, cmsMenus, cmsPages, cmsPosts } from '../../db/schema/index.ts';
import type { ZMenuInput } from '../../../shared/cms/menus-contract.ts';
import type { z } from 'zod';
import { recordCmsAction, type CmsActor } from './cms-audit.ts';
import type { AdminMenuItemRow, AdminMenuRow } from './menu-admin-presenter.ts';

export type MenuValues = z.output<typeof ZMenuInput>;

// Spelled out: inside a select list drizzle writes columns without their table, which the subquery would misread.
const itemCount = sql<number>`(select count(*)::int from cms_menu_items i where i.menu_id = "cms_menus"."id")`;

/** Every menu (inactive ones too) by name, with how many items it holds. */
export async function listMenus(db: Db): Promise<AdminMenuRow[]> {
  return db
    .select({ ...getTableColumns(cmsMenus), itemCount })
    .from(cmsMenus)
    .orderBy(asc(sql`lower(${cmsMenus.name})`), asc(cmsMenus.createdAt), asc(cmsMenus.id));
}

export async function findMenu(db: Db, id: string): Promise<AdminMenuRow | null> {
  const [row] = await db
    .select({ ...getTableColumns(cmsMenus), itemCount })
    .from(cmsMenus)
    .where(eq(cmsMenus.id, id));
  return row ?? null;
}

type MenuWrite = { actor: CmsActor; at: Date };

const menuDetails = (row: { id: string; name: string; location: string }) => ({
  menu_id: row.id,
  name: row.name,
  location: row.location,
});

const menuColumns = (values: MenuValues) => ({
  name: values.name,
  location: values.location,
  isActive: values.is_active,
});

export async function createMenu(db: Db, values: MenuValues, by: MenuWrite) {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cmsMenus)
      .values({ ...menuColumns(values), createdBy: by.actor.id, createdAt: by.at, updatedAt: by.at })
      .returning();
    await recordCmsAction(tx, by.actor, 'menu.created', menuDetails(row!));
    return row!.id;
  });
  return findMenu(db, id);
}

/** null when no menu has this id. */
export async function updateMenu(db: Db, id: string, values: MenuValues, by: MenuWrite) {
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(cmsMenus)
      .set({ ...menuColumns(values), updatedAt: by.at })
      .where(eq(cmsMenus.id, id))
      .returning();
    if (row) await recordCmsAction(tx, by.actor, 'menu.updated', menuDetails(row));
    return row !== undefined;
  });
  return updated ? findMenu(db, id) : null;
}

/** Deletes the menu and (by the foreign key) its items; false when no menu has this id. */
export async function deleteMenu(db: Db, id: string, actor: CmsActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(cmsMenus).where(eq(cmsMenus.id, id)).returning();
    if (row) await recordCmsAction(tx, actor, 'menu.deleted', menuDetails(row));
    return row !== undefined;
  });
}

/** Marks a menu edited (the public header serves the active menu edited last at a location). */
export async function touchMenu(db: Db, id: string, at: Date): Promise<void> {
  await db.update(cmsMenus).set({ updatedAt: at }).where(eq(cmsMenus.id, id));
}

const linked = {
  page: sql<{ id: string; title: string; slug: string } | null>`case when ${cmsPages.id} is null then null
    else json_build_object('id', ${cmsPages.id}, 'title', ${cmsPages.title}, 'slug', ${cmsPages.slug}) end`,
  post: sql<{ id: string; title: string; slug: string } | null>`case when ${cmsPosts.id} is null then null
    else json_build_object('id', ${cmsPosts.id}, 'title', ${cmsPosts.title}, 'slug', ${cmsPosts.slug}) end`,
};

function itemQuery(db: Db) {
  return db
    .select({ ...getTableColumns(cmsMenuItems), ...linked })
    .from(cmsMenuItems)
    .leftJoin(cmsPages, eq(cmsPages.id, cmsMenuItems.pageId))
    .leftJoin(cmsPosts, eq(cmsPosts.id, cmsMenuItems.postId));
}

/** Every item of a menu (inactive ones too), by display order, with linked page and post in one query. */
export async function listMenuItemsForAdmin(db: Db, menuId: string): Promise<AdminMenuItemRow[]> {
  return itemQuery(db)
    .where(eq(cmsMenuItems.menuId, menuId))
    .orderBy(asc(cmsMenuItems.displayOrder), asc(cmsMenuItems.title), asc(cmsMenuItems.id));
}

export async function findMenuItem(db: Db, menuId: string, id: string): Promise<AdminMenuItemRow | null> {
  const [row] = await itemQuery(db).where(
    sql`${cmsMenuItems.menuId} = ${menuId} and ${cmsMenuItems.id} = ${id}`,
  );
  return row ?? null;
}

export async function countMenuItems(db: Db, menuId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cmsMenuItems).where(eq(cmsMenuItems.menuId, menuId));
  return row?.n ?? 0;
}
