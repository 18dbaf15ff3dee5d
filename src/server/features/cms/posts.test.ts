import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsPosts, cmsPostTags, cmsSlugRedirects, cmsTags, staffActions } from '../../db/schema/index.ts';
import { call, expectError, recordEvents } from '../../../../tests/support/api-calls.ts';
import { buildCategory, buildPost, buildTag } from '../../../../tests/support/factories/cms-content.ts';
import { buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import {
  CMS_TEXTS,
  type TListPage,
  type TPost,
  type TPostSummary,
} from '../../../shared/cms/cms-contract.ts';

/** Issue 22 items 1-3: the admin's posts API (round trips, the spec's status rules, tags, redirects). */

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildSignedIn(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const post = (body: unknown) => call(t, 'POST', '/api/cms/posts', admin.cookie, body);
const put = (id: string, body: unknown) => call(t, 'PUT', `/api/cms/posts/${id}`, admin.cookie, body);
const get = (path: string) => call(t, 'GET', path, admin.cookie);
const stored = async (id: string) => (await t.db.select().from(cmsPosts).where(eq(cmsPosts.id, id)))[0];
const hourFromNow = () => new Date(t.clock.now().getTime() + 3_600_000).toISOString();
const valid = (slug: string, more: Record<string, unknown> = {}) => ({
  title: `Title of ${slug}`,
  slug,
  content: '<p>Hello <strong>world</strong></p>',
  ...more,
});

describe('a post round trip', () => {
  it('creates, reads, replaces and deletes, each recorded and announced', async () => {
    const category = await buildCategory(t.db);
    const tag = await buildTag(t.db, { name: 'Marriage' });
    const { events, stop } = recordEvents(t);
    const created = await post(
      valid('round-trip', {
        excerpt: '  Short  ',
        category_id: category.id,
        tag_ids: [tag.id],
        new_tags: ['Family Life', 'family life'],
        meta_description: 'About it',
        is_featured: true,
      }),
    );
    expect(created.status, created.text).toBe(201);
    const body = created.body as TPost;
    expect(body).toMatchObject({
      title: 'Title of round-trip',
      slug: 'round-trip',
      status: 'draft',
      published_at: null,
      excerpt: 'Short',
      is_featured: true,
      allow_comments: true,
      view_count: 0,
      meta_description: 'About it',
      category: { id: category.id, name: category.name, slug: category.slug },
    });
    expect(body.tags.map((x) => x.slug).sort()).toEqual(['family-life', tag.slug].sort());
    expect(await get(`/api/cms/posts/${body.id}`)).toMatchObject({ status: 200, body });

    const replaced = await put(body.id, valid('round-trip', { title: 'New title', tag_ids: [tag.id] }));
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body).toMatchObject({ title: 'New title', category: null, is_featured: false });
    expect((replaced.body as TPost).tags).toEqual([{ id: tag.id, name: 'Marriage', slug: tag.slug }]);

    const deleted = await call(t, 'DELETE', `/api/cms/posts/${body.id}`, admin.cookie);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Post deleted successfully' } });
    expect(await stored(body.id)).toBeUndefined();
    expectError(await get(`/api/cms/posts/${body.id}`), 404, 'NOT_FOUND');
    expectError(await call(t, 'DELETE', `/api/cms/posts/${body.id}`, admin.cookie), 404, 'NOT_FOUND');
    stop();
    expect(events.filter((event) => event.type === 'cms.changed')).toHaveLength(3);
    const actions = await t.db
      .select({ action: staffActions.action })
      .from(staffActions)
      .where(sql`${staffActions.details}->>'post_id' = ${body.id}`)
      .orderBy(staffActions.id);
    expect(actions.map((a) => a.action)).toEqual(['post.created', 'post.updated', 'post.deleted']);
  });

  it('stores sanitised content and refuses content with nothing left', async () => {
    const created = await post(
      valid('sanitised', {
        content: '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:x">l</a>',
      }),
    );
    expect(created.status, created.text).toBe(201);
    expect((created.body as TPost).content).toBe('<p>Hi</p><a>l</a>');
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(cmsPosts);
    const empty = await post(
      valid('only-script', { content: '<script>alert("boo")</script><style>p{}</style>' }),
    );
    expectError(empty, 400, 'VALIDATION_FAILED');
    expect((empty.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      content: CMS_TEXTS.requiredFields,
    });
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(cmsPosts)).toEqual(before);
  });

  it("keeps the content's text and word count with every save (search, excerpt, reading time)", async () => {
    const created = await post(
      valid('text-kept', { content: '<h2>Mahr</h2><p>Fish &amp; chips<script>x</script></p>' }),
    );
    expect(created.status, created.text).toBe(201);
    const { id } = created.body as TPost;
    expect(await stored(id)).toMatchObject({ plainText: 'Mahr Fish & chips', wordCount: 4 });
    const replaced = await put(id, valid('text-kept', { content: '<p>One two</p><p>three</p>' }));
    expect(replaced.status, replaced.text).toBe(200);
    expect(await stored(id)).toMatchObject({ plainText: 'One two three', wordCount: 3 });
  });
});

describe('status and publish date (spec §4)', () => {
  it("'published' without a date stamps now, and keeps that date on later saves", async () => {
    const answer = await post(valid('stamped', { status: 'published' }));
    const body = answer.body as TPost;
    expect(body.status).toBe('published');
    expect(Math.abs(new Date(body.published_at!).getTime() - t.clock.now().getTime())).toBeLessThan(5_000);
    t.clock.advance(60_000);
    const again = await put(body.id, valid('stamped', { status: 'published' }));
    expect((again.body as TPost).published_at).toBe(body.published_at);
  });

  it("'published' with a future date is stored 'scheduled'; 'scheduled' with a past date is published", async () => {
    const future = hourFromNow();
    const later = await post(valid('later', { status: 'published', published_at: future }));
    expect(later.body).toMatchObject({ status: 'scheduled', published_at: future });
    const past = new Date(t.clock.now().getTime() - 60_000).toISOString();
    const now = await post(valid('past-schedule', { status: 'scheduled', published_at: past }));
    expect(now.body).toMatchObject({ status: 'published', published_at: past });
  });

  it("refuses 'scheduled' without a date, changing nothing", async () => {
    const draft = await buildPost(t.db, { title: 'Untouched' });
    const answer = await put(draft.id, valid(draft.slug, { status: 'scheduled' }));
    expectError(answer, 400, 'VALIDATION_FAILED', 'A scheduled post needs a publish date');
    expect(await stored(draft.id)).toMatchObject({ title: 'Untouched', status: 'draft' });
  });
});

describe('slugs', () => {
  it('refuses a slug another post has with 409, changing nothing', async () => {
    const taken = await buildPost(t.db);
    const mine = await buildPost(t.db, { title: 'Mine' });
    expectError(
      await post(valid(taken.slug)),
      409,
      'SLUG_TAKEN',
      'This slug is already used by another post',
    );
    expectError(await put(mine.id, valid(taken.slug)), 409, 'SLUG_TAKEN');
    expect(await stored(mine.id)).toMatchObject({ slug: mine.slug, title: 'Mine' });
  });

  it('keeps the old address of a published post as a redirect, and lets it be taken back', async () => {
    const created = (await post(valid('first-address', { status: 'published' }))).body as TPost;
    await put(created.id, valid('second-address', { status: 'published' }));
    const redirects = () =>
      t.db
        .select({ oldSlug: cmsSlugRedirects.oldSlug })
        .from(cmsSlugRedirects)
        .where(eq(cmsSlugRedirects.itemId, created.id))
        .orderBy(cmsSlugRedirects.oldSlug);
    expect(await redirects()).toEqual([{ oldSlug: 'first-address' }]);
    await put(created.id, valid('first-address', { status: 'published' }));
    expect(await redirects()).toEqual([{ oldSlug: 'second-address' }]);
    await call(t, 'DELETE', `/api/cms/posts/${created.id}`, admin.cookie);
    expect(await redirects()).toEqual([]);
  });

  it('records no redirect for a draft that was never public', async () => {
    const draft = (await post(valid('draft-address'))).body as TPost;
    await put(draft.id, valid('draft-address-2'));
    const rows = await t.db.select().from(cmsSlugRedirects).where(eq(cmsSlugRedirects.itemId, draft.id));
    expect(rows).toEqual([]);
  });
});

describe('bad input changes nothing', () => {
  it('answers 400 naming the field', async () => {
    const mine = await buildPost(t.db, { title: 'Kept' });
    const cases: [unknown, string][] = [
      [valid('has spaces'), 'slug'],
      [valid('café'), 'slug'],
      [valid('UPPER'), 'slug'],
      [{ ...valid(mine.slug), title: '' }, 'title'],
      [{ ...valid(mine.slug), title: 'x'.repeat(201) }, 'title'],
      [{ ...valid(mine.slug), title: 5 }, 'title'],
      [{ ...valid(mine.slug), is_featured: 'yes' }, 'is_featured'],
      [{ ...valid(mine.slug), status: 'archived' }, 'status'],
      [{ ...valid(mine.slug), published_at: 'tomorrow' }, 'published_at'],
      [{ ...valid(mine.slug), surprise: 1 }, 'surprise'],
      [{ ...valid(mine.slug), category_id: crypto.randomUUID() }, 'category_id'],
      [{ ...valid(mine.slug), tag_ids: [crypto.randomUUID()] }, 'tag_ids'],
      [{ ...valid(mine.slug), new_tags: ['نكاح'] }, 'new_tags'],
    ];
    for (const [body, field] of cases) {
      const answer = await put(mine.id, body);
      expect(answer.status, `${field}: ${answer.text}`).toBe(400);
      expect(Object.keys((answer.body as { error: { fields: object } }).error.fields), answer.text).toContain(
        field,
      );
    }
    expect(await stored(mine.id)).toMatchObject({ title: 'Kept', slug: mine.slug });
    const tagsNow = await t.db.select().from(cmsTags).where(eq(cmsTags.name, 'نكاح'));
    expect(tagsNow).toEqual([]);
    expect(await t.db.select().from(cmsPostTags).where(eq(cmsPostTags.postId, mine.id))).toEqual([]);
  });

  it('answers 400 to malformed JSON and 404 to an unknown post', async () => {
    const response = await t.request('/api/cms/posts', {
      method: 'POST',
      cookie: admin.cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"title": ',
    });
    expect(response.status).toBe(400);
    expectError(await put(crypto.randomUUID(), valid('nobody-home')), 404, 'NOT_FOUND');
    expectError(await get('/api/cms/posts/not-a-uuid'), 400, 'VALIDATION_FAILED');
  });
});

describe('the list', () => {
  it('pages, searches title and slug (wildcards literal) and filters by status, newest change first', async () => {
    const word = `zq${Date.now().toString(36)}`;
    const old = await buildPost(t.db, { title: `${word} old`, updatedAt: new Date('2026-01-01') });
    const mid = await buildPost(t.db, {
      slug: `${word}-mid`,
      status: 'published',
      updatedAt: new Date('2026-02-01'),
    });
    const pct = await buildPost(t.db, { title: `${word} 100%`, updatedAt: new Date('2026-03-01') });
    const list = async (query: string) =>
      (await get(`/api/cms/posts?${query}`)).body as TListPage<TPostSummary>;
    const all = await list(`search=${word.toUpperCase()}&page_size=2`);
    expect(all.total).toBe(3);
    expect(all.items.map((p) => p.id)).toEqual([pct.id, mid.id]);
    expect((await list(`search=${word}&page_size=2&page=2`)).items.map((p) => p.id)).toEqual([old.id]);
    expect((await list(`search=${word}&status=published`)).items.map((p) => p.id)).toEqual([mid.id]);
    expect((await list(`search=${encodeURIComponent(`${word} 100%`)}`)).items.map((p) => p.id)).toEqual([
      pct.id,
    ]);
    expect((await list(`search=${word}_`)).total).toBe(0);
  });
});
