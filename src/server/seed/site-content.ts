import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cmsMenuItems, cmsMenus } from '../db/schema/index.ts';
import { seedMembershipPlans } from './demo-memberships.ts';

/**
 * The public site's starting content: the header menu every visitor sees (spec: a CMS-driven menu at
 * location header), with one dropdown. Admins change it in the CMS later. The demo seeds it, and
 * SEED=site seeds it alone (no demo members), which the browser tests use.
 */
const HEADER_MENU = [
  {
    title: 'About',
    url: '/about',
    children: [
      { title: 'How It Works', url: '/how-it-works' },
      { title: 'Success Stories', url: '/success-stories' },
    ],
  },
  { title: 'Blog', url: '/blog', children: [] },
  { title: 'FAQ', url: '/faq', children: [] },
  { title: 'Contact', url: '/contact', children: [] },
] as const;

type Writer = Pick<Db, 'insert' | 'select'>;

/** Adds the header menu unless the site already has menus (an admin's menus are never touched). */
export async function seedSiteContent(db: Writer): Promise<boolean> {
  const menu = await seedHeaderMenu(db);
  const plans = await seedMembershipPlans(db);
  return menu || plans;
}

async function seedHeaderMenu(db: Writer): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(cmsMenus);
  if (Number(existing?.n ?? 0) > 0) return false;
  const menuId = randomUUID();
  await db.insert(cmsMenus).values({ id: menuId, name: 'Main menu', location: 'header', isActive: true });
  const items: (typeof cmsMenuItems.$inferInsert)[] = [];
  HEADER_MENU.forEach((top, order) => {
    const id = randomUUID();
    items.push({ id, menuId, title: top.title, url: top.url, displayOrder: order + 1 });
    top.children.forEach((child, childOrder) => {
      items.push({ menuId, parentId: id, title: child.title, url: child.url, displayOrder: childOrder + 1 });
    });
  });
  await db.insert(cmsMenuItems).values(items);
  return true;
}
