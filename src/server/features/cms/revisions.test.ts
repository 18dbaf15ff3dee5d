import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsPosts, cmsRevisions, cmsTags } from '../../db/schema/index.ts';
import { call, expectError } from '../../../../tests/support/api-calls.ts';
import { buildPost } from '../../../../tests/support/factories/cms-content.ts';
import { buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { CMS_LIMITS, type TPage, type TPost, type TRevisionList } from '../../../shared/cms/cms-contract.ts';

/** Issue 22 item 1 (beyond the spec): the last revisions of a post or page, and their restore. */

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildSignedIn(t, { role: 'admin', name: 'Aisha Admin' });
});
afterAll(async () => {
  await t.close();
});

const send = (method: string, path: string, body?: unknown) => call(t, method, path, admin.cookie, body);
const revisionsOf = async (kind: 'posts' | 'pages', id: string) =>
  ((await send('GET', `/api/cms/${kind}/${id}/revisions`)).body as TRevisionList).items;

describe('post revisions', () => {
  it(`keeps the newest ${CMS_LIMITS.revisionsKept}, newest first, with who saved each`, async () => {
    const created = (
      await send('POST', '/api/cms/posts', { title: 'v0', slug: 'revised', content: '<p>0</p>' })
    ).body as TPost;
    for (let i = 1; i <= 24; i++) {
      const answer = await send('PUT', `/api/cms/posts/${created.id}`, {
        title: `v${i}`,
        slug: 'revised',
        content: `<p>${i}</p>`,
      });
      expect(answer.status, answer.text).toBe(200);
    }
    const items = await revisionsOf('posts', created.id);
    expect(items).toHaveLength(CMS_LIMITS.revisionsKept);
    expect(items.map((r) => r.title)).toEqual(Array.from({ length: 20 }, (_, i) => `v${24 - i}`));
    expect(items[0]!.created_by_name).toBe('Aisha Admin');
    const [stored] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cmsRevisions)
      .where(and(eq(cmsRevisions.kind, 'post'), eq(cmsRevisions.itemId, created.id)));
    expect(stored!.n).toBe(CMS_LIMITS.revisionsKept);
  });

  it('restores a revision as a save (tags included), which is itself a revision', async () => {
    const tagged = (
      await send('POST', '/api/cms/posts', {
        title: 'First',
        slug: 'restorable',
        content: '<p>one</p>',
        new_tags: ['Nikah'],
      })
    ).body as TPost;
    await send('PUT', `/api/cms/posts/${tagged.id}`, {
      title: 'Second',
      slug: 'restorable-2',
      content: '<p>two</p>',
    });
    const [, oldest] = await revisionsOf('posts', tagged.id);
    const restored = await send('POST', `/api/cms/posts/${tagged.id}/revisions/${oldest!.id}/restore`);
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body).toMatchObject({ title: 'First', slug: 'restorable', content: '<p>one</p>' });
    expect((restored.body as TPost).tags.map((tag) => tag.slug)).toEqual(['nikah']);
    expect((await revisionsOf('posts', tagged.id)).map((r) => r.title)).toEqual(['First', 'Second', 'First']);
  });

  it('leaves out a tag deleted since, refuses a slug taken since (409), and 404s unknown ids', async () => {
    const post = (
      await send('POST', '/api/cms/posts', {
        title: 'A',
        slug: 'slug-a',
        content: '<p>a</p>',
        new_tags: ['Gone soon'],
      })
    ).body as TPost;
    await send('PUT', `/api/cms/posts/${post.id}`, { title: 'B', slug: 'slug-b', content: '<p>b</p>' });
    const [, first] = await revisionsOf('posts', post.id);
    await t.db.delete(cmsTags).where(eq(cmsTags.slug, 'gone-soon'));
    const squatter = await buildPost(t.db, { slug: 'slug-a' });
    expectError(
      await send('POST', `/api/cms/posts/${post.id}/revisions/${first!.id}/restore`),
      409,
      'SLUG_TAKEN',
    );
    const [unchanged] = await t.db.select().from(cmsPosts).where(eq(cmsPosts.id, post.id));
    expect(unchanged).toMatchObject({ title: 'B', slug: 'slug-b' });
    await t.db.delete(cmsPosts).where(eq(cmsPosts.id, squatter.id));
    const restored = await send('POST', `/api/cms/posts/${post.id}/revisions/${first!.id}/restore`);
    expect(restored.body).toMatchObject({ title: 'A', slug: 'slug-a', tags: [] });

    const other = await buildPost(t.db);
    expectError(
      await send('POST', `/api/cms/posts/${other.id}/revisions/${first!.id}/restore`),
      404,
      'NOT_FOUND',
    );
    expectError(await send('GET', `/api/cms/posts/${crypto.randomUUID()}/revisions`), 404, 'NOT_FOUND');
  });

  it('deletes the revisions with their post', async () => {
    const post = (
      await send('POST', '/api/cms/posts', { title: 'Brief', slug: 'brief-life', content: '<p>x</p>' })
    ).body as TPost;
    await send('DELETE', `/api/cms/posts/${post.id}`);
    const rows = await t.db.select().from(cmsRevisions).where(eq(cmsRevisions.itemId, post.id));
    expect(rows).toEqual([]);
  });
});

describe('page revisions', () => {
  it('restores a page revision', async () => {
    const page = (
      await send('POST', '/api/cms/pages', {
        title: 'Old',
        slug: 'page-rev',
        content: '<p>old</p>',
        template: 'landing',
      })
    ).body as TPage;
    await send('PUT', `/api/cms/pages/${page.id}`, { title: 'New', slug: 'page-rev', content: '<p>new</p>' });
    const items = await revisionsOf('pages', page.id);
    expect(items.map((r) => r.title)).toEqual(['New', 'Old']);
    const restored = await send('POST', `/api/cms/pages/${page.id}/revisions/${items[1]!.id}/restore`);
    expect(restored.body).toMatchObject({ title: 'Old', template: 'landing', content: '<p>old</p>' });
  });
});
