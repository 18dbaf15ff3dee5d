import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../domain/audit/staff-audit.ts';
import { textArray } from '../../db/text-array.ts';
import { cmsMenuItems, cmsPages, cmsPosts } from '../../db/schema/index.ts';
import type { ZMenuItemInput } from '../../../shared/cms/menus-contract.ts';
import { MENU_MAX_DEPTH } from '../../../shared/site/site-contract.ts';
import { recordCmsAction, type CmsActor } from './cms-audit.ts';
import { findMenuItem } from './menu-admin-service.ts';
import type { AdminMenuItemRow } from './menu-admin-presenter.ts';

export type MenuItemValues = z.output<typeof ZMenuItemInput>;

/** A refusal naming the field it is about (400 with fields[field]). */
export type ItemRefusal = { kind: 'invalid'; field: string; message: string };

type ItemTree = Map<string, string | null>;

async function menuTree(db: Tx, menuId: string): Promise<ItemTree> {
  const rows = await db
    .select({ id: cmsMenuItems.id, parentId: cmsMenuItems.parentId })
    .from(cmsMenuItems)
    .where(eq(cmsMenuItems.menuId, menuId));
  return new Map(rows.map((r) => [r.id, r.parentId]));
}

/** 1 for a top-level item; the tree is acyclic (every write checks it), the guard bounds a bad one. */
function depthOf(tree: ItemTree, id: string): number {
  let depth = 1;
  for (let parent = tree.get(id) ?? null; parent && depth <= tree.size; parent = tree.get(parent) ?? null)
    depth += 1;
  return depth;
}

/** Levels below `id` including itself: 1 for an item without children. */
function heightOf(tree: ItemTree, id: string, seen = new Set<string>()): number {
  seen.add(id);
  let height = 1;
  for (const [child, parent] of tree)
    if (parent === id && !seen.has(child)) height = Math.max(height, 1 + heightOf(tree, child, seen));
  return height;
}

/** The parent rules: an item of the same menu, not the item itself nor below it, within MENU_MAX_DEPTH. */
function parentRefusal(tree: ItemTree, parentId: string | null, itemId: string | null): ItemRefusal | null {
  if (!parentId) return null;
  const refuse = (message: string): ItemRefusal => ({ kind: 'invalid', field: 'parent_id', message });
  if (!tree.has(parentId)) return refuse('The parent must be an item of the same menu');
  if (parentId === itemId) return refuse('An item cannot be its own parent');
  if (itemId) {
    for (let up: string | null = parentId; up; up = tree.get(up) ?? null) {
      if (up === itemId) return refuse('An item cannot be placed under one of its own sub-items');
    }
  }
  const height = itemId ? heightOf(tree, itemId) : 1;
  if (depthOf(tree, parentId) + height > MENU_MAX_DEPTH)
    return refuse(`Menus nest at most ${MENU_MAX_DEPTH} levels deep`);
  return null;
}

async function linkRefusal(db: Db, values: MenuItemValues): Promise<ItemRefusal | null> {
  if (values.link_type === 'page') {
    const [page] = await db
      .select({ id: cmsPages.id })
      .from(cmsPages)
      .where(eq(cmsPages.id, values.page_id!));
    if (!page) return { kind: 'invalid', field: 'page_id', message: 'No page has this id' };
  }
  if (values.link_type === 'post') {
    const [post] = await db
      .select({ id: cmsPosts.id })
      .from(cmsPosts)
      .where(eq(cmsPosts.id, values.post_id!));
    if (!post) return { kind: 'invalid', field: 'post_id', message: 'No post has this id' };
  }
  return null;
}

/** Only the chosen link type's target is stored; the other two are cleared. */
const itemColumns = (values: MenuItemValues) => ({
  title: values.title,
  url: values.link_type === 'custom' ? (values.url ?? null) : null,
  pageId: values.link_type === 'page' ? (values.page_id ?? null) : null,
  postId: values.link_type === 'post' ? (values.post_id ?? null) : null,
  parentId: values.parent_id,
  target: values.target,
  cssClass: values.css_class,
  isActive: values.is_active,
});

export type ItemWrite = { kind: 'saved'; item: AdminMenuItemRow } | ItemRefusal | { kind: 'not-found' };

/** Who changes the menu and when (the audit record and updated_at). */
export type ItemChange = { actor: CmsActor; at: Date };

const itemDetails = (menuId: string, row: { id: string; title: string }) => ({
  menu_id: menuId,
  item_id: row.id,
  title: row.title,
});

/** A new item goes last: display_order = the menu's item count + 1 (spec §9). */
export async function createMenuItem(
  db: Db,
  menuId: string,
  values: MenuItemValues,
  by: ItemChange,
): Promise<ItemWrite> {
  const refusal =
    (await linkRefusal(db, values)) ?? parentRefusal(await menuTree(db, menuId), values.parent_id, null);
  if (refusal) return refusal;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cmsMenuItems)
      .values({
        ...itemColumns(values),
        menuId,
        displayOrder: sql`(select count(*)::int + 1 from ${cmsMenuItems} where ${cmsMenuItems.menuId} = ${menuId})`,
        createdAt: by.at,
        updatedAt: by.at,
      })
      .returning({ id: cmsMenuItems.id, title: cmsMenuItems.title });
    await recordCmsAction(tx, by.actor, 'menu_item.created', itemDetails(menuId, row!));
    return row!.id;
  });
  return { kind: 'saved', item: (await findMenuItem(db, menuId, id))! };
}

/** Replaces the item's fields (its display order stays); not-found when it is not an item of this menu. */
export async function updateMenuItem(
  db: Db,
  menuId: string,
  id: string,
  values: MenuItemValues,
  by: ItemChange,
): Promise<ItemWrite> {
  const tree = await menuTree(db, menuId);
  if (!tree.has(id)) return { kind: 'not-found' };
  const refusal = (await linkRefusal(db, values)) ?? parentRefusal(tree, values.parent_id, id);
  if (refusal) return refusal;
  await db.transaction(async (tx) => {
    await tx
      .update(cmsMenuItems)
      .set({ ...itemColumns(values), updatedAt: by.at })
      .where(and(eq(cmsMenuItems.menuId, menuId), eq(cmsMenuItems.id, id)));
    await recordCmsAction(
      tx,
      by.actor,
      'menu_item.updated',
      itemDetails(menuId, { id, title: values.title }),
    );
  });
  return { kind: 'saved', item: (await findMenuItem(db, menuId, id))! };
}

/** Deletes the item and (by the foreign key) its sub-items; false when it is not an item of this menu. */
export async function deleteMenuItem(db: Db, menuId: string, id: string, actor: CmsActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(cmsMenuItems)
      .where(and(eq(cmsMenuItems.menuId, menuId), eq(cmsMenuItems.id, id)))
      .returning({ id: cmsMenuItems.id, title: cmsMenuItems.title });
    if (row) await recordCmsAction(tx, actor, 'menu_item.deleted', itemDetails(menuId, row));
    return row !== undefined;
  });
}

/**
 * Renumbers the menu's items from 1 in the given order, in one statement. The list must name every
 * item of the menu exactly once; otherwise nothing changes and the refusal says what is wrong.
 */
export async function reorderMenuItems(
  db: Db,
  menuId: string,
  itemIds: readonly string[],
  by: ItemChange,
): Promise<{ kind: 'reordered' } | ItemRefusal> {
  const refuse = (message: string): ItemRefusal => ({ kind: 'invalid', field: 'item_ids', message });
  if (new Set(itemIds).size !== itemIds.length) return refuse('Each item may be named only once');
  return db.transaction(async (tx) => {
    const tree = await menuTree(tx, menuId);
    if (itemIds.some((id) => !tree.has(id))) return refuse('Some items are not items of this menu');
    if (itemIds.length !== tree.size) return refuse('Name every item of the menu, each once');
    await tx.execute(sql`
      update ${cmsMenuItems} set display_order = o.ord, updated_at = ${by.at.toISOString()}::timestamptz
      from unnest(${textArray(itemIds)}::uuid[]) with ordinality as o(id, ord)
      where ${cmsMenuItems.id} = o.id and ${cmsMenuItems.menuId} = ${menuId}`);
    await recordCmsAction(tx, by.actor, 'menu.reordered', { menu_id: menuId, item_ids: itemIds });
    return { kind: 'reordered' as const };
  });
}
