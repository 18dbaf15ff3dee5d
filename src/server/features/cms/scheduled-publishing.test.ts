import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsMedia, cmsPosts } from '../../db/schema/index.ts';
import { call, recordEvents } from '../../../../tests/support/api-calls.ts';
import { buildPage, buildPost } from '../../../../tests/support/factories/cms-content.ts';
import { buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import type { TCmsOverview, TPost } from '../../../shared/cms/cms-contract.ts';
import { publishDuePosts } from './scheduled-publishing.ts';

/** Issue 22 item 7: scheduled posts are published at their time, once, by the minute sweep. */

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ TEST_CLOCK: 'true' });
  admin = await buildSignedIn(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const statusOf = async (id: string) =>
  (await t.db.select({ status: cmsPosts.status }).from(cmsPosts).where(eq(cmsPosts.id, id)))[0]?.status;
const minutes = (n: number) => new Date(t.clock.now().getTime() + n * 60_000);

describe('publishDuePosts', () => {
  it('publishes scheduled posts whose time has come, once, and nothing else', async () => {
    const due = await buildPost(t.db, { status: 'scheduled', publishedAt: minutes(-1) });
    const exact = await buildPost(t.db, { status: 'scheduled', publishedAt: minutes(0) });
    const later = await buildPost(t.db, { status: 'scheduled', publishedAt: minutes(30) });
    const draft = await buildPost(t.db, { status: 'draft', publishedAt: minutes(-60) });
    const now = t.clock.now();
    expect(await publishDuePosts(t.db, now)).toBeGreaterThanOrEqual(2);
    expect(await Promise.all([due, exact, later, draft].map((p) => statusOf(p.id)))).toEqual([
      'published',
      'published',
      'scheduled',
      'draft',
    ]);
    expect(await publishDuePosts(t.db, now)).toBe(0);
    const [row] = await t.db.select().from(cmsPosts).where(eq(cmsPosts.id, due.id));
    expect(row!.updatedAt).toEqual(due.updatedAt);
  });
});

describe('the sweep', () => {
  it('publishes a post scheduled through the API when the test clock passes its time, and announces it', async () => {
    const created = await call(t, 'POST', '/api/cms/posts', admin.cookie, {
      title: 'A minute ahead',
      slug: 'a-minute-ahead',
      content: '<p>Soon</p>',
      status: 'published',
      published_at: minutes(1).toISOString(),
    });
    const post = created.body as TPost;
    expect(post.status).toBe('scheduled');
    const { events, stop } = recordEvents(t);
    const moved = await call(t, 'POST', '/api/test/clock', admin.cookie, { advance_seconds: 120 });
    stop();
    expect(moved.status, moved.text).toBe(200);
    expect(await statusOf(post.id)).toBe('published');
    expect(events.some((event) => event.type === 'cms.changed')).toBe(true);
  });
});

describe('GET /api/cms/overview', () => {
  it('answers the 5 most recently changed posts and pages and the counts', async () => {
    const base = (await call(t, 'GET', '/api/cms/overview', admin.cookie)).body as TCmsOverview;
    const future = minutes(600);
    const posts = [];
    for (let i = 0; i < 6; i++) posts.push(await buildPost(t.db, { updatedAt: minutes(100 + i) }));
    await buildPost(t.db, { status: 'scheduled', publishedAt: future, updatedAt: minutes(1) });
    await buildPost(t.db, { status: 'published', publishedAt: minutes(-5), updatedAt: minutes(2) });
    const pages = [];
    for (let i = 0; i < 6; i++) pages.push(await buildPage(t.db, { updatedAt: minutes(100 + i) }));
    await t.db.insert(cmsMedia).values({
      storageKey: `k-${Date.now()}`,
      originalName: 'a.png',
      mimeType: 'image/png',
      fileType: 'image',
      fileSize: 10,
    });
    const answer = await call(t, 'GET', '/api/cms/overview', admin.cookie);
    expect(answer.status, answer.text).toBe(200);
    const overview = answer.body as TCmsOverview;
    expect(overview.recent_posts.map((p) => p.id)).toEqual(
      posts
        .slice(1)
        .reverse()
        .map((p) => p.id),
    );
    expect(overview.recent_pages.map((p) => p.id)).toEqual(
      pages
        .slice(1)
        .reverse()
        .map((p) => p.id),
    );
    expect(overview.counts).toEqual({
      posts: base.counts.posts + 8,
      published_posts: base.counts.published_posts + 1,
      scheduled_posts: base.counts.scheduled_posts + 1,
      pages: base.counts.pages + 6,
      media: base.counts.media + 1,
    });
  });
});
