import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite, pgliteDatabase, type Database } from '../db/client.ts';
import { cmsMenuItems, cmsMenus, membershipEntitlements, membershipPlans } from '../db/schema/index.ts';
import { loadPgliteTemplate } from '../../../tests/support/template-db.ts';
import { seedSiteContent } from './site-content.ts';

let database: Database;

beforeAll(async () => {
  const template = inject('pgliteTemplate');
  database = pgliteDatabase(
    await openPglite(template ? { loadDataDir: await loadPgliteTemplate(template) } : {}),
  );
  if (!template) await database.migrate();
});

afterAll(async () => {
  await database?.close();
});

describe('seedSiteContent', () => {
  it('adds one active header menu with a dropdown, and never a second one', async () => {
    expect(await seedSiteContent(database.db)).toBe(true);
    expect(await seedSiteContent(database.db)).toBe(false);
    const menus = await database.db.select().from(cmsMenus);
    expect(menus).toHaveLength(1);
    expect(menus[0]).toMatchObject({ location: 'header', isActive: true });
    const items = await database.db.select().from(cmsMenuItems).where(eq(cmsMenuItems.menuId, menus[0]!.id));
    const parents = items.filter((item) => items.some((child) => child.parentId === item.id));
    expect(parents.map((p) => p.title)).toEqual(['About']);
    // Every link leads to a page that exists.
    expect(items.map((i) => i.url).sort()).toEqual([
      '/about',
      '/blog',
      '/contact',
      '/faq',
      '/how-it-works',
      '/success-stories',
    ]);
  });

  it('adds the plans to sell once: Free (from the migration), Premium and Elite, monthly and yearly', async () => {
    const plans = await database.db.select().from(membershipPlans).orderBy(asc(membershipPlans.displayOrder));
    expect(plans.map((p) => [p.name, p.billingPeriod, p.priceCents])).toEqual([
      ['Free', null, 0],
      ['Premium', 'monthly', 1999],
      ['Premium Yearly', 'annual', 19990],
      ['Elite', 'monthly', 3999],
      ['Elite Yearly', 'annual', 39990],
    ]);
    const premium = await database.db
      .select()
      .from(membershipEntitlements)
      .where(eq(membershipEntitlements.planId, 'premium-monthly'));
    expect(premium.find((e) => e.featureKey === 'contact_credits')).toMatchObject({
      featureValue: '50',
      resetPeriod: 'monthly',
    });
  });

  it('leaves a site that already has menus alone', async () => {
    await database.db.delete(cmsMenus).where(eq(cmsMenus.location, 'header'));
    await database.db.insert(cmsMenus).values({ name: 'Footer', location: 'footer', isActive: true });
    expect(await seedSiteContent(database.db)).toBe(false);
    expect(await database.db.select().from(cmsMenus).where(eq(cmsMenus.location, 'header'))).toEqual([]);
  });
});
