import { randomUUID } from 'node:crypto';
import type { Db } from '../../../src/server/db/client.ts';
import { cmsMenuItems, cmsMenus } from '../../../src/server/db/schema/index.ts';
import type { TMenuLocation } from '../../../src/shared/site/site-contract.ts';

export type MenuItemValues = Omit<typeof cmsMenuItems.$inferInsert, 'menuId'>;

/** An item of a menu: a title, a link to /<title> and a fresh id unless given. */
export const menuItem = (title: string, more: Partial<MenuItemValues> = {}): MenuItemValues => ({
  id: randomUUID(),
  title,
  url: `/${title}`,
  ...more,
});

/** A menu (active by default) at `location`, with its items; returns its id. */
export async function buildMenu(
  db: Db,
  location: TMenuLocation,
  items: MenuItemValues[],
  values: Partial<typeof cmsMenus.$inferInsert> = {},
): Promise<string> {
  const id = values.id ?? randomUUID();
  await db.insert(cmsMenus).values({ name: `Menu ${id.slice(0, 4)}`, location, ...values, id });
  if (items.length) await db.insert(cmsMenuItems).values(items.map((item) => ({ ...item, menuId: id })));
  return id;
}
