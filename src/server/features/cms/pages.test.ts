import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsPages, cmsSlugRedirects, staffActions } from '../../db/schema/index.ts';
import { call, expectError } from '../../../../tests/support/api-calls.ts';
import { buildPage } from '../../../../tests/support/factories/cms-content.ts';
import { buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import type { TListPage, TPage, TPageSummary } from '../../../shared/cms/cms-contract.ts';

/** Issue 22 items 1 and 3: the admin's pages API (parents, the homepage, display order, redirects). */

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildSignedIn(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const post = (body: unknown) => call(t, 'POST', '/api/cms/pages', admin.cookie, body);
const put = (id: string, body: unknown) => call(t, 'PUT', `/api/cms/pages/${id}`, admin.cookie, body);
const stored = async (id: string) => (await t.db.select().from(cmsPages).where(eq(cmsPages.id, id)))[0];
const valid = (slug: string, more: Record<string, unknown> = {}) => ({
  title: `Title of ${slug}`,
  slug,
  content: '<h2 dir="rtl">Welcome</h2><p>Text</p>',
  ...more,
});

describe('a page round trip', () => {
  it('creates with the defaults, reads, replaces and deletes', async () => {
    const created = await post(valid('about-us', { display_order: '3' }));
    expect(created.status, created.text).toBe(201);
    const page = created.body as TPage;
    expect(page).toMatchObject({
      slug: 'about-us',
      status: 'draft',
      template: 'default',
      parent_id: null,
      display_order: 3,
      is_homepage: false,
      show_in_menu: true,
      content: '<h2 dir="rtl">Welcome</h2><p>Text</p>',
    });
    expect(await call(t, 'GET', `/api/cms/pages/${page.id}`, admin.cookie)).toMatchObject({
      status: 200,
      body: page,
    });
    const replaced = await put(page.id, valid('about-us', { template: 'landing', status: 'published' }));
    expect(replaced.body).toMatchObject({ template: 'landing', status: 'published', display_order: 0 });
    expect((replaced.body as TPage).published_at).not.toBeNull();
    const deleted = await call(t, 'DELETE', `/api/cms/pages/${page.id}`, admin.cookie);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Page deleted successfully' } });
    expect(await stored(page.id)).toBeUndefined();
    const actions = await t.db
      .select({ action: staffActions.action })
      .from(staffActions)
      .where(sql`${staffActions.details}->>'page_id' = ${page.id}`)
      .orderBy(staffActions.id);
    expect(actions.map((a) => a.action)).toEqual(['page.created', 'page.updated', 'page.deleted']);
  });

  it('turns an invalid display order into 0 (spec §5)', async () => {
    for (const display_order of [-1, 'abc', 1.5, null]) {
      const answer = await post(
        valid(`order-${String(display_order).replace(/\W/g, 'x')}`, { display_order }),
      );
      expect(answer.status, answer.text).toBe(201);
      expect((answer.body as TPage).display_order).toBe(0);
    }
  });
});

describe('parents', () => {
  it('accepts an existing parent and refuses an unknown one', async () => {
    const parent = await buildPage(t.db);
    const child = await post(valid('child-page', { parent_id: parent.id }));
    expect(child.body).toMatchObject({ parent_id: parent.id });
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(cmsPages);
    expectError(
      await post(valid('orphan', { parent_id: crypto.randomUUID() })),
      400,
      'VALIDATION_FAILED',
      'Unknown parent page',
    );
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(cmsPages)).toEqual(before);
  });

  it('refuses the page itself or one of its subpages as its parent, changing nothing', async () => {
    const top = await buildPage(t.db, { title: 'Top' });
    const middle = await buildPage(t.db, { parentId: top.id });
    const bottom = await buildPage(t.db, { parentId: middle.id });
    const message = 'A page cannot be placed under itself or one of its own subpages';
    expectError(await put(top.id, valid(top.slug, { parent_id: top.id })), 400, 'VALIDATION_FAILED', message);
    expectError(
      await put(top.id, valid(top.slug, { parent_id: bottom.id })),
      400,
      'VALIDATION_FAILED',
      message,
    );
    expect(await stored(top.id)).toMatchObject({ parentId: null, title: 'Top' });
    // Moving a subpage elsewhere under the same tree is fine.
    expect((await put(bottom.id, valid(bottom.slug, { parent_id: top.id }))).status).toBe(200);
  });

  it('moves subpages to the top level when their parent is deleted', async () => {
    const parent = await buildPage(t.db);
    const child = await buildPage(t.db, { parentId: parent.id });
    await call(t, 'DELETE', `/api/cms/pages/${parent.id}`, admin.cookie);
    expect(await stored(child.id)).toMatchObject({ parentId: null });
  });
});

describe('the homepage', () => {
  it('is at most one page: marking one unmarks the others', async () => {
    const first = (await post(valid('home-one', { is_homepage: true }))).body as TPage;
    const second = (await post(valid('home-two', { is_homepage: true }))).body as TPage;
    expect(second.is_homepage).toBe(true);
    expect(await stored(first.id)).toMatchObject({ isHomepage: false });
    const homes = await t.db.select({ id: cmsPages.id }).from(cmsPages).where(eq(cmsPages.isHomepage, true));
    expect(homes).toEqual([{ id: second.id }]);
  });
});

describe('slugs and bad input', () => {
  it("refuses a slug another page has (409) and keeps a published page's old slug as a redirect", async () => {
    const taken = await buildPage(t.db);
    expectError(
      await post(valid(taken.slug)),
      409,
      'SLUG_TAKEN',
      'This slug is already used by another page',
    );
    const page = (await post(valid('old-page-address', { status: 'published' }))).body as TPage;
    await put(page.id, valid('new-page-address', { status: 'published' }));
    const rows = await t.db.select().from(cmsSlugRedirects).where(eq(cmsSlugRedirects.itemId, page.id));
    expect(rows).toMatchObject([{ kind: 'page', oldSlug: 'old-page-address' }]);
  });

  it('answers 400 naming the field, changing nothing', async () => {
    const mine = await buildPage(t.db, { title: 'Kept' });
    const cases: [unknown, string][] = [
      [valid('two words'), 'slug'],
      [valid('ṣafḥa'), 'slug'],
      [{ ...valid(mine.slug), content: '' }, 'content'],
      [{ ...valid(mine.slug), template: 'fancy' }, 'template'],
      [{ ...valid(mine.slug), status: 'scheduled' }, 'status'],
      [{ ...valid(mine.slug), is_homepage: 1 }, 'is_homepage'],
      [{ ...valid(mine.slug), meta_title: 'x'.repeat(201) }, 'meta_title'],
    ];
    for (const [body, field] of cases) {
      const answer = await put(mine.id, body);
      expect(answer.status, `${field}: ${answer.text}`).toBe(400);
      expect(Object.keys((answer.body as { error: { fields: object } }).error.fields), answer.text).toContain(
        field,
      );
    }
    expect(await stored(mine.id)).toMatchObject({ title: 'Kept', slug: mine.slug, template: 'default' });
    expectError(await put(crypto.randomUUID(), valid('nowhere')), 404, 'NOT_FOUND');
  });
});

describe('the list', () => {
  it('orders by display order then title, searches and filters by status', async () => {
    const word = `pq${Date.now().toString(36)}`;
    const b = await buildPage(t.db, { title: `${word} B`, displayOrder: 1 });
    const a = await buildPage(t.db, { title: `${word} A`, displayOrder: 1, status: 'published' });
    const z = await buildPage(t.db, { title: `${word} Z`, displayOrder: 0 });
    const list = async (query: string) =>
      (await call(t, 'GET', `/api/cms/pages?${query}`, admin.cookie)).body as TListPage<TPageSummary>;
    expect((await list(`search=${word}`)).items.map((p) => p.id)).toEqual([z.id, a.id, b.id]);
    expect((await list(`search=${word}&status=published`)).items.map((p) => p.id)).toEqual([a.id]);
  });
});
