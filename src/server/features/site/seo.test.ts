import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/support/test-app.ts';
import { PUBLIC_PAGES } from '../../../shared/site/public-pages.ts';
import { buildSitemap } from './sitemap.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /robots.txt', () => {
  it('allows the public site, keeps crawlers out of member, admin and API paths, and names the sitemap', async () => {
    const response = await t.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n').filter(Boolean);
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of [
      '/api/',
      '/admin',
      '/messages',
      '/chat/',
      '/profile',
      '/browse',
      '/matches',
      '/complete-profile',
      '/reset-password',
      '/newsletter/',
      '/l/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines.at(-1)).toBe(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every public page with its absolute address, change frequency and priority', async () => {
    const response = await t.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]);
    expect(urls).toHaveLength(PUBLIC_PAGES.length);
    expect(urls).toContain(
      `<loc>${TEST_ORIGIN}/</loc><changefreq>weekly</changefreq><priority>1.0</priority>`,
    );
    expect(urls).toContain(
      `<loc>${TEST_ORIGIN}/about</loc><changefreq>monthly</changefreq><priority>0.8</priority>`,
    );
    expect(xml).not.toMatch(/\/browse|\/admin|\/api\//);
  });

  it('escapes every value and builds from any list of entries (the CMS adds pages and posts)', () => {
    const xml = buildSitemap([
      {
        loc: 'https://x.example/blog/a?b=1&c=<2>',
        lastmod: '2026-01-02',
        changefreq: 'daily',
        priority: 1.7,
      },
      { loc: `https://x.example/it's-"q"` },
    ]);
    expect(xml).toContain(
      '<url><loc>https://x.example/blog/a?b=1&amp;c=&lt;2&gt;</loc><lastmod>2026-01-02</lastmod><changefreq>daily</changefreq><priority>1.0</priority></url>',
    );
    expect(xml).toContain('<url><loc>https://x.example/it&apos;s-&quot;q&quot;</loc></url>');
    expect(buildSitemap([])).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>',
    );
  });
});
