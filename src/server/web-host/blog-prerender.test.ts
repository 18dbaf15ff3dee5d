import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCategory,
  buildPage,
  buildPost,
  buildTag,
} from '../../../tests/support/factories/cms-content.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { cmsPosts, cmsSlugRedirects } from '../db/schema/index.ts';
import { announceCmsChange } from '../features/cms/cms-changes.ts';
import { PRERENDER_STATE_ID } from '../../shared/site/prerender.ts';

// The real prerender module, built from src/web/prerender.tsx as `npm run build` does, behind a
// Vite-shaped index.html: what a visitor (or a crawler) gets for the blog before any JavaScript runs.

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="default" />
    <title>Mithaq</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const ROOT = join(import.meta.dirname, '..', '..', '..');
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
let ssrRoot: string;
let t: TestApp;
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(t.clock.now().getTime() - hours * HOUR);

beforeAll(async () => {
  ssrRoot = await mkdtemp(join(tmpdir(), 'mithaq-ssr-blog-'));
  execFileSync(
    join(ROOT, 'node_modules', '.bin', 'vite'),
    ['build', '--ssr', '--outDir', ssrRoot, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  t = await createTestApp({}, undefined, { ssrRoot });
  const webRoot = join(t.config.dataDir, 'web');
  await mkdir(webRoot, { recursive: true });
  await writeFile(join(webRoot, 'index.html'), INDEX);
  const category = await buildCategory(t.db, { name: 'Family Life', slug: 'family-life' });
  const tag = await buildTag(t.db, { name: 'Patience', slug: 'patience' });
  await buildPost(
    t.db,
    {
      slug: 'first-meeting',
      title: 'Preparing for the first meeting',
      excerpt: 'What to ask & what to expect',
      content: '<h2>Before</h2><p>Talk with your family first.</p><script>alert(1)</script>',
      status: 'published',
      publishedAt: ago(2),
      categoryId: category.id,
      featuredImageUrl: '/media/covers/meeting.jpg',
      metaKeywords: 'meeting, family',
      isFeatured: true,
    },
    [tag.id],
  );
  await buildPost(t.db, {
    slug: 'second-post',
    title: 'Choosing a wali',
    status: 'published',
    publishedAt: ago(3),
  });
  await buildPost(t.db, { slug: 'hidden-draft', title: 'Hidden draft', status: 'draft' });
  await buildPage(t.db, {
    slug: 'our-mission',
    title: 'Our Mission',
    status: 'published',
    content: '<p>We help.</p>',
  });
});
afterAll(async () => {
  await t.close();
  await rm(ssrRoot, { recursive: true, force: true });
});

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await t.request(path, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
};

const inlineScripts = (html: string) => html.match(/<script\b(?![^>]*\bsrc=)[^>]*>/g) ?? [];

describe('the blog rendered on the server', () => {
  it('renders /blog with its cards, the filter form and the data the app hydrates with', async () => {
    const { status, text } = await page('/blog');
    expect(status).toBe(200);
    expect(text).toContain('<title>Our Blog · Mithaq</title>');
    expect(text).toContain('>Our Blog</h1>');
    expect(text).toContain('Featured Articles');
    expect(text).toContain('Preparing for the first meeting');
    expect(text).toContain('Choosing a wali');
    expect(text).not.toContain('Hidden draft');
    expect(text).toMatch(/<form [^>]*action="\/blog" method="get"/);
    expect(text).toContain('placeholder="Search articles..."');
    expect(text).toContain('<option value="family-life">Family Life</option>');
    expect(text).toContain('min read');
    expect(inlineScripts(text)).toEqual([`<script type="application/json" id="${PRERENDER_STATE_ID}">`]);
    expect(text).toContain('"blog","list"');
  });

  it('renders a search from the query string, each query its own page', async () => {
    const { text } = await page('/blog?search=wali&page=1');
    expect(text).toContain('Choosing a wali');
    expect(text).not.toContain('Preparing for the first meeting');
    expect(text).toContain('All Articles');
    const none = await page('/blog?search=nothing-like-this');
    expect(none.text).toContain('No articles found');
    expect(none.text).toMatch(/href="\/blog"[^>]*>Clear Filters/);
  });

  it('renders a post with its meta tags, Open Graph, Article data and sanitised body', async () => {
    const { status, text } = await page('/blog/first-meeting', { 'user-agent': BROWSER });
    expect(status).toBe(200);
    expect(text).toContain('<title>Preparing for the first meeting · Mithaq</title>');
    expect(text).toContain('<meta name="description" content="What to ask &#38; what to expect" />');
    expect(text).toContain('<meta name="keywords" content="meeting, family" />');
    expect(text).toContain(`<link rel="canonical" href="${t.config.publicUrl}/blog/first-meeting" />`);
    expect(text).toContain('<meta property="og:type" content="article" />');
    expect(text).toContain(
      `<meta property="og:image" content="${t.config.publicUrl}/media/covers/meeting.jpg" />`,
    );
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(text);
    expect(JSON.parse(ld![1]!)).toMatchObject({
      '@type': 'Article',
      headline: 'Preparing for the first meeting',
    });
    expect(text).toContain('Back to Blog');
    expect(text).toContain('Talk with your family first.');
    expect(text).toContain('>Admin<');
    expect(text).toContain('Family Life');
    expect(text).toContain('#<!-- -->Patience');
    expect(text).not.toContain('alert(1)');
    // Data blocks only: nothing the browser would run.
    expect(inlineScripts(text).sort()).toEqual([
      '<script type="application/json" id="mithaq-state">',
      '<script type="application/ld+json">',
    ]);
  });

  it("counts a reader's page view once, a bot's never", async () => {
    const views = async () =>
      (
        await t.db.select({ n: cmsPosts.viewCount }).from(cmsPosts).where(eq(cmsPosts.slug, 'second-post'))
      )[0]!.n;
    await page('/blog/second-post', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    expect(await views()).toBe(0);
    await page('/blog/second-post', { 'user-agent': BROWSER });
    expect(await views()).toBe(1);
  });

  it('answers 404 with the 404 page for a missing or unpublished post, 301 for an old slug', async () => {
    for (const path of ['/blog/hidden-draft', '/blog/no-such-post']) {
      const { status, text } = await page(path);
      expect(status).toBe(404);
      expect(text).toContain('Oops! Page not found');
      expect(text).toContain('Return to Home');
    }
    const post = await buildPost(t.db, { slug: 'renamed', status: 'published', publishedAt: ago(1) });
    await t.db.insert(cmsSlugRedirects).values({ kind: 'post', oldSlug: 'was-named', itemId: post.id });
    const moved = await page('/blog/was-named');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/blog/renamed');
  });

  it('renders a CMS page at /{slug}, 404 for an unknown one, and leaves member screens to the app', async () => {
    const mission = await page('/our-mission');
    expect(mission.status).toBe(200);
    expect(mission.text).toContain('<title>Our Mission · Mithaq</title>');
    expect(mission.text).toContain('We help.');
    const missing = await page('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Oops! Page not found');
    const browse = await page('/browse');
    expect(browse.status).toBe(200);
    expect(browse.text).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
  });

  it("renders a page in the 'contact' template with the site's contact form under its content", async () => {
    await buildPage(t.db, {
      slug: 'reach-us',
      title: 'Reach us',
      status: 'published',
      template: 'contact',
      content: '<p>We answer every message.</p>',
    });
    const { status, text } = await page('/reach-us');
    expect(status).toBe(200);
    const content = text.indexOf('We answer every message.');
    expect(content).toBeGreaterThan(-1);
    expect(text.indexOf('Send us a message')).toBeGreaterThan(content);
    // The form the app takes over on first use (until then the loader holds a send).
    expect(text).toMatch(/<form novalidate=""/i);
    expect(text).toMatch(/<input [^>]*autocomplete="email"/i);
    expect(text).toContain('Send Message');
    expect(inlineScripts(text)).toEqual([`<script type="application/json" id="${PRERENDER_STATE_ID}">`]);
  });

  it('drops every rendering when the CMS announces a change', async () => {
    expect((await page('/blog')).text).not.toContain('Brand new article');
    await buildPost(t.db, {
      slug: 'brand-new',
      title: 'Brand new article',
      status: 'published',
      publishedAt: ago(0.1),
    });
    expect((await page('/blog')).text).not.toContain('Brand new article');
    await announceCmsChange(t.deps.bus);
    expect((await page('/blog')).text).toContain('Brand new article');
  });
});
