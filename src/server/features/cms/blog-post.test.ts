import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCategory,
  buildPage,
  buildPost,
  buildTag,
} from '../../../../tests/support/factories/cms-content.ts';
import { buildMenu, menuItem } from '../../../../tests/support/factories/menus.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { cmsPosts, cmsSlugRedirects } from '../../db/schema/index.ts';
import type { TBlogPost, TCmsPublicPage } from '../../../shared/cms/blog-contract.ts';
import type { TMenuResponse } from '../../../shared/site/site-contract.ts';

let t: TestApp;
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(t.clock.now().getTime() - hours * HOUR);
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const viewsOf = async (id: string) =>
  (await t.db.select({ n: cmsPosts.viewCount }).from(cmsPosts).where(eq(cmsPosts.id, id)))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/blog/{slug}', () => {
  it('answers a public post with sanitised HTML, its category and tags', async () => {
    const category = await buildCategory(t.db, { name: 'Marriage', slug: 'marriage' });
    const tag = await buildTag(t.db, { name: 'Nikah', slug: 'nikah' });
    await buildPost(
      t.db,
      {
        slug: 'hello',
        title: 'Hello',
        status: 'published',
        publishedAt: ago(1),
        categoryId: category.id,
        metaDescription: 'Meta here',
        featuredImageUrl: 'javascript:alert(1)',
        content: '<p onclick="alert(1)">Hi <a href="javascript:alert(2)">x</a></p><script>alert(3)</script>',
      },
      [tag.id],
    );
    const response = await t.request('/api/blog/hello', { headers: { 'user-agent': BROWSER } });
    expect(response.status).toBe(200);
    const post = (await response.json()) as TBlogPost;
    expect(post).toMatchObject({
      slug: 'hello',
      title: 'Hello',
      category: { name: 'Marriage', slug: 'marriage' },
      tags: [{ name: 'Nikah', slug: 'nikah' }],
      meta_description: 'Meta here',
      featured_image_url: null,
    });
    expect(post.content).toBe('<p>Hi <a>x</a></p>');
  });

  it('answers 404 for a draft, private, future or unknown post', async () => {
    await buildPost(t.db, { slug: 'draft-one', status: 'draft' });
    await buildPost(t.db, { slug: 'private-one', status: 'private', publishedAt: ago(1) });
    await buildPost(t.db, { slug: 'future-one', status: 'scheduled', publishedAt: ago(-1) });
    for (const slug of ['draft-one', 'private-one', 'future-one', 'never-was']) {
      const response = await t.request(`/api/blog/${slug}`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    }
  });

  it('moves an old slug permanently to the current address', async () => {
    const post = await buildPost(t.db, { slug: 'new-name', status: 'published', publishedAt: ago(1) });
    await t.db.insert(cmsSlugRedirects).values({ kind: 'post', oldSlug: 'old-name', itemId: post.id });
    const response = await t.request('/api/blog/old-name');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/api/blog/new-name');
  });

  it("counts a browser's view once per request and never a bot's", async () => {
    const post = await buildPost(t.db, { slug: 'counted', status: 'published', publishedAt: ago(1) });
    await t.request('/api/blog/counted', { headers: { 'user-agent': BOT } });
    await t.request('/api/blog/counted');
    expect(await viewsOf(post.id)).toBe(0);
    await t.request('/api/blog/counted', { headers: { 'user-agent': BROWSER } });
    expect(await viewsOf(post.id)).toBe(1);
  });
});

describe('GET /api/pages/{slug}', () => {
  it('answers a published page sanitised, 404 otherwise, 301 for an old slug', async () => {
    const page = await buildPage(t.db, {
      slug: 'our-story',
      status: 'published',
      template: 'full-width',
      content: '<h2>Story</h2><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
    });
    await buildPage(t.db, { slug: 'secret', status: 'private' });
    await buildPage(t.db, { slug: 'draft-page', status: 'draft' });
    await t.db.insert(cmsSlugRedirects).values({ kind: 'page', oldSlug: 'story', itemId: page.id });
    const response = await t.request('/api/pages/our-story');
    expect(response.status).toBe(200);
    const body = (await response.json()) as TCmsPublicPage;
    expect(body).toMatchObject({ slug: 'our-story', template: 'full-width' });
    expect(body.content).not.toMatch(/onerror|iframe|evil/);
    expect((await t.request('/api/pages/secret')).status).toBe(404);
    expect((await t.request('/api/pages/draft-page')).status).toBe(404);
    const moved = await t.request('/api/pages/story');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/api/pages/our-story');
  });
});

describe('feeds and sitemap', () => {
  it('RSS and Atom list the public posts, never drafts or future ones', async () => {
    await buildPost(t.db, {
      slug: 'feed-public',
      title: 'Feed Public',
      status: 'published',
      publishedAt: ago(1),
    });
    await buildPost(t.db, { slug: 'feed-draft', title: 'Feed Draft', status: 'draft' });
    await buildPost(t.db, {
      slug: 'feed-later',
      title: 'Feed Later',
      status: 'scheduled',
      publishedAt: ago(-1),
    });
    const rss = await t.request('/blog/rss.xml');
    expect(rss.status).toBe(200);
    expect(rss.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    expect(rss.headers.get('cache-control')).toBe('public, max-age=300');
    const rssText = await rss.text();
    expect(rssText.startsWith('<?xml')).toBe(true);
    expect(rssText).toMatch(/<rss [^>]*version="2.0"/);
    expect(rssText).toContain('<title><![CDATA[Feed Public]]></title>');
    expect(rssText).toContain('/blog/feed-public</link>');
    expect(rssText).not.toMatch(/Feed Draft|Feed Later|<script/);
    const atom = await t.request('/blog/atom.xml');
    expect(atom.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    const atomText = await atom.text();
    expect(atomText).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(atomText).toContain('Feed Public');
    expect(atomText).not.toMatch(/Feed Draft|Feed Later/);
  });

  it('the sitemap lists the fixed pages, /blog, public posts and published pages, and no profile', async () => {
    await buildPost(t.db, { slug: 'map-post', status: 'published', publishedAt: ago(1) });
    await buildPost(t.db, { slug: 'map-draft', status: 'draft' });
    await buildPage(t.db, { slug: 'map-page', status: 'published' });
    await buildPage(t.db, { slug: 'map-private', status: 'private' });
    const response = await t.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(t.config.publicUrl, ''));
    for (const path of ['/', '/about', '/faq', '/blog', '/blog/map-post', '/map-page'])
      expect(locs).toContain(path);
    expect(locs).not.toContain('/blog/map-draft');
    expect(locs).not.toContain('/map-private');
    expect(locs.some((loc) => loc.startsWith('/profile'))).toBe(false);
    expect(xml).toMatch(/<url><loc>[^<]*\/blog\/map-post<\/loc><lastmod>\d{4}-\d\d-\d\dT/);
  });
});

describe('the public menus', () => {
  it('leave out links to posts that are not public yet, and show them when their time comes', async () => {
    const later = await buildPost(t.db, { slug: 'menu-later', status: 'scheduled', publishedAt: ago(-1) });
    const draft = await buildPost(t.db, { slug: 'menu-draft', status: 'draft' });
    await buildMenu(t.db, 'footer', [
      menuItem('Later', { url: null, postId: later.id, displayOrder: 1 }),
      menuItem('Draft', { url: null, postId: draft.id, displayOrder: 2 }),
      menuItem('Plain', { displayOrder: 3 }),
    ]);
    const titles = async () =>
      ((await (await t.request('/api/menus/footer')).json()) as TMenuResponse).menu!.items.map(
        (i) => i.title,
      );
    expect(await titles()).toEqual(['Plain']);
    t.clock.advance(2 * HOUR);
    expect(await titles()).toEqual(['Later', 'Plain']);
    t.clock.advance(-2 * HOUR);
  });
});
