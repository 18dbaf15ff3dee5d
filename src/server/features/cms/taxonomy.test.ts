import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsCategories, cmsPosts, cmsTags, staffActions } from '../../db/schema/index.ts';
import { call, expectError } from '../../../../tests/support/api-calls.ts';
import { buildCategory, buildPost, buildTag } from '../../../../tests/support/factories/cms-content.ts';
import { buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import type { TCategory, TCategoryList, TTag, TTagList } from '../../../shared/cms/cms-contract.ts';

/** Issue 22 item 3: categories and tags (slugs from names, unique; category trees without cycles). */

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildSignedIn(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const send = (method: string, path: string, body?: unknown) => call(t, method, path, admin.cookie, body);
const category = async (id: string) =>
  (await t.db.select().from(cmsCategories).where(eq(cmsCategories.id, id)))[0];
/** The audit records about one category or tag, oldest first: [action, actor id, name]. */
const auditOf = async (kind: 'category' | 'tag', id: string) =>
  (
    await t.db
      .select({ action: staffActions.action, actor: staffActions.actorId, details: staffActions.details })
      .from(staffActions)
      .where(sql`${staffActions.details}->>${`${kind}_id`} = ${id}`)
      .orderBy(staffActions.id)
  ).map((r) => [r.action, r.actor, r.details.name]);

describe('categories', () => {
  it('round trip: slug from the name, list by display order then name with post counts, delete', async () => {
    const created = await send('POST', '/api/cms/categories', {
      name: 'Pre-Marriage Tips',
      display_order: 2,
    });
    expect(created.status, created.text).toBe(201);
    const body = created.body as TCategory;
    expect(body).toMatchObject({
      slug: 'pre-marriage-tips',
      display_order: 2,
      is_active: true,
      post_count: 0,
    });
    const first = await buildCategory(t.db, { name: 'zz first', displayOrder: 0 });
    const alpha = await buildCategory(t.db, { name: 'Alpha', displayOrder: 2 });
    await buildPost(t.db, { categoryId: body.id });
    const list = (await send('GET', '/api/cms/categories')).body as TCategoryList;
    const ids = list.items.map((c) => c.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(alpha.id));
    expect(ids.indexOf(alpha.id)).toBeLessThan(ids.indexOf(body.id));
    expect(list.items.find((c) => c.id === body.id)?.post_count).toBe(1);

    const renamed = await send('PUT', `/api/cms/categories/${body.id}`, {
      name: 'Tips',
      slug: 'tips',
      is_active: false,
    });
    expect(renamed.body).toMatchObject({ name: 'Tips', slug: 'tips', is_active: false, post_count: 1 });
    expect(await send('GET', `/api/cms/categories/${body.id}`)).toMatchObject({
      status: 200,
      body: renamed.body,
    });
    expect(await auditOf('category', body.id)).toEqual([
      ['category.created', admin.id, 'Pre-Marriage Tips'],
      ['category.updated', admin.id, 'Tips'],
    ]);
  });

  it('leaves posts uncategorised when their category is deleted', async () => {
    const doomed = await buildCategory(t.db);
    const kept = await buildPost(t.db, { categoryId: doomed.id });
    const deleted = await send('DELETE', `/api/cms/categories/${doomed.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Category deleted successfully' } });
    const [row] = await t.db.select().from(cmsPosts).where(eq(cmsPosts.id, kept.id));
    expect(row).toMatchObject({ categoryId: null });
    expectError(await send('DELETE', `/api/cms/categories/${doomed.id}`), 404, 'NOT_FOUND');
    expect(await auditOf('category', doomed.id)).toEqual([['category.deleted', admin.id, doomed.name]]);
  });

  it('refuses a duplicate slug (409), its own or a descendant as parent and unknown parents (400)', async () => {
    const top = await buildCategory(t.db, { name: 'Top' });
    const child = await buildCategory(t.db, { parentId: top.id });
    expectError(
      await send('POST', '/api/cms/categories', { name: 'Again', slug: top.slug }),
      409,
      'SLUG_TAKEN',
      'This slug is already used by another category',
    );
    const cycle = 'A category cannot be placed under itself or one of its own subcategories';
    expectError(
      await send('PUT', `/api/cms/categories/${top.id}`, { name: 'Top', parent_id: top.id }),
      400,
      'VALIDATION_FAILED',
      cycle,
    );
    expectError(
      await send('PUT', `/api/cms/categories/${top.id}`, { name: 'Top', parent_id: child.id }),
      400,
      'VALIDATION_FAILED',
      cycle,
    );
    expectError(
      await send('POST', '/api/cms/categories', { name: 'Lost', parent_id: crypto.randomUUID() }),
      400,
      'VALIDATION_FAILED',
      'Unknown parent category',
    );
    for (const body of [
      { name: '' },
      { name: 'x', slug: 'no spaces' },
      { name: 'نكاح' },
      { name: 5 },
      { name: 'x', display_order: -1 },
    ]) {
      const answer = await send('PUT', `/api/cms/categories/${top.id}`, body);
      expect(answer.status, answer.text).toBe(400);
    }
    expect(await category(top.id)).toMatchObject({ name: 'Top', slug: top.slug, parentId: null });
    expectError(
      await send('PUT', `/api/cms/categories/${crypto.randomUUID()}`, { name: 'x' }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('tags', () => {
  it('round trip by name with post counts, and a duplicate slug refused', async () => {
    const created = await send('POST', '/api/cms/tags', { name: 'Ṣabr & Patience' });
    expect(created.status, created.text).toBe(201);
    const tag = created.body as TTag;
    expect(tag).toMatchObject({ slug: 'sabr-patience', post_count: 0, description: null });
    await buildPost(t.db, {}, [tag.id]);
    const other = await buildTag(t.db, { name: 'aaa first' });
    const list = (await send('GET', '/api/cms/tags')).body as TTagList;
    expect(list.items.map((x) => x.id).indexOf(other.id)).toBeLessThan(
      list.items.map((x) => x.id).indexOf(tag.id),
    );
    expect(list.items.find((x) => x.id === tag.id)?.post_count).toBe(1);

    expectError(
      await send('POST', '/api/cms/tags', { name: 'Sabr Patience' }),
      409,
      'SLUG_TAKEN',
      'This slug is already used by another tag',
    );
    expectError(
      await send('PUT', `/api/cms/tags/${other.id}`, { name: 'x', slug: tag.slug }),
      409,
      'SLUG_TAKEN',
    );
    const [kept] = await t.db.select().from(cmsTags).where(eq(cmsTags.id, other.id));
    expect(kept).toMatchObject({ name: 'aaa first' });

    const updated = await send('PUT', `/api/cms/tags/${tag.id}`, {
      name: 'Patience',
      description: 'On sabr',
    });
    expect(updated.body).toMatchObject({
      name: 'Patience',
      slug: 'patience',
      description: 'On sabr',
      post_count: 1,
    });
    expect(await send('DELETE', `/api/cms/tags/${tag.id}`)).toMatchObject({
      status: 200,
      body: { message: 'Tag deleted successfully' },
    });
    expectError(await send('GET', `/api/cms/tags/${tag.id}`), 404, 'NOT_FOUND');
    expect(await auditOf('tag', tag.id)).toEqual([
      ['tag.created', admin.id, 'Ṣabr & Patience'],
      ['tag.updated', admin.id, 'Patience'],
      ['tag.deleted', admin.id, 'Patience'],
    ]);
  });
});
