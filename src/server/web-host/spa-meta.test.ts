import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../tests/support/test-app.ts';
import { NO_SESSION, SESSION_HINT_META } from '../../shared/session-hint.ts';
import { DEFAULT_DESCRIPTION, publicPageFor } from '../../shared/site/public-pages.ts';
import { pageHtml } from './spa.ts';
import { staticFile } from './static-files.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="${DEFAULT_DESCRIPTION}"
    />
    <title>Mithaq</title>
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/**
 * A build's manifest: the entry shares `_react.js` with the landing page, which also needs `_icons.js`;
 * every public page also needs the menus and the footer.
 */
const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_icons.js': { file: 'assets/icons.js' },
  'features/site/landing/landing-page.tsx': {
    file: 'assets/landing.js',
    imports: ['_react.js', '_icons.js'],
  },
  'features/site/i18n/landing/en.json': { file: 'assets/landing-en.js' },
  'features/site/footer/site-footer.tsx': { file: 'assets/footer.js', imports: ['_react.js'] },
  'features/site/i18n/footer/en.json': { file: 'assets/footer-en.js' },
  'features/site/menu/header-menu.tsx': { file: 'assets/header-menu.js', imports: ['_react.js'] },
  'features/site/menu/mobile-site-menu.tsx': { file: 'assets/mobile-menu.js', imports: ['_react.js'] },
  'features/site/about/about-page.tsx': { file: 'assets/about.js', imports: ['_react.js'] },
  'features/site/i18n/about/en.json': { file: 'assets/about-en.js' },
};

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  t = await createTestApp();
  webRoot = join(t.config.dataDir, 'web');
  await mkdir(webRoot, { recursive: true });
  await writeFile(join(webRoot, 'index.html'), INDEX);
  await mkdir(join(webRoot, '.vite'), { recursive: true });
  await writeFile(join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
});
afterAll(async () => {
  await t.close();
});

const html = async (path: string, headers: Record<string, string> = {}) => {
  const response = await t.request(path, { headers });
  return { response, text: await response.text() };
};
/** Any session cookie, valid or not: the page is served as to a member (the app asks /api/me). */
const SIGNED_IN = { cookie: 'theme=dark; mithaq.session_token=abc.def' };
const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern, 'g'))?.length ?? 0;

describe('index.html per public page', () => {
  it('gives /about its own title, description, canonical link and Open Graph tags', async () => {
    const about = publicPageFor('/about');
    const { response, text } = await html('/about');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(text).toContain(`<title>${about?.title}</title>`);
    expect(text).toContain(`<meta name="description" content="${about?.description}" />`);
    expect(count(text, /name="description"/)).toBe(1);
    expect(count(text, /<title>/)).toBe(1);
    expect(text).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/about" />`);
    expect(text).toContain('<meta property="og:type" content="website" />');
    expect(text).toContain(`<meta property="og:title" content="${about?.title}" />`);
    expect(text).toContain(`<meta property="og:description" content="${about?.description}" />`);
    expect(text).toContain(`<meta property="og:url" content="${TEST_ORIGIN}/about" />`);
    expect(text).toContain('<script type="module" src="/assets/index.js"></script>');
    expect((await html('/about/')).text).toBe(text);
    expect((await html('/')).text).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/" />`);
  });

  it('serves index.html untouched for member and unknown paths', async () => {
    for (const path of ['/browse', '/admin/users', '/no-such-page'])
      expect((await html(path, SIGNED_IN)).text).toBe(INDEX);
  });

  it("preloads a visitor's public page's own chunks and the site's menus and footer", async () => {
    const chrome = ['header-menu', 'mobile-menu', 'footer', 'footer-en'];
    const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}.js" />`;
    const home = (await html('/')).text;
    for (const file of ['landing', 'icons', 'landing-en', ...chrome]) expect(home).toContain(preload(file));
    // The entry's own imports are preloaded by Vite's tags already.
    expect(home).not.toContain('href="/assets/react.js"');
    const about = (await html('/about')).text;
    for (const file of ['about', 'about-en', ...chrome]) expect(about).toContain(preload(file));
    expect(about).not.toContain(preload('landing'));
    expect((await html('/', SIGNED_IN)).text).not.toContain('modulepreload');
    expect((await html('/browse')).text).not.toContain('modulepreload');
  });

  it('tells a page without a session cookie that there is none, and varies on the cookie', async () => {
    const hint = `<meta name="${SESSION_HINT_META}" content="${NO_SESSION}" />`;
    const visitor = await html('/browse');
    expect(count(visitor.text, new RegExp(hint))).toBe(1);
    expect(visitor.response.headers.get('vary')).toMatch(/Cookie/);
    expect((await html('/', SIGNED_IN)).text).not.toContain(SESSION_HINT_META);
    expect((await html('/', { cookie: `__Secure-${SIGNED_IN.cookie}` })).text).not.toContain(
      SESSION_HINT_META,
    );
    expect((await html('/', { cookie: 'theme=dark; mithaq.session_token_other=1' })).text).toContain(hint);
    expect((await html('/')).response.headers.get('etag')).not.toBe(
      (await html('/', SIGNED_IN)).response.headers.get('etag'),
    );
  });

  it('escapes the texts and never reads a "$" in them as a pattern', () => {
    const index = staticFile(new TextEncoder().encode(INDEX), 'text/html; charset=utf-8');
    const page = {
      path: '/a&b',
      title: `Tom & "Jerry" <b>`,
      description: "it's $& $1 fine",
      changefreq: 'yearly',
      priority: 0.1,
    } as const;
    const text = new TextDecoder().decode(pageHtml(index, page, 'https://x.example').body);
    expect(text).toContain('<title>Tom &#38; &#34;Jerry&#34; &#60;b&#62;</title>');
    expect(text).toContain('<meta name="description" content="it&#39;s $&#38; $1 fine" />');
    expect(text).toContain('<link rel="canonical" href="https://x.example/a&#38;b" />');
  });

  it('answers 304 to a browser that has this copy, and picks up a changed index.html at once', async () => {
    const first = await html('/faq');
    const etag = first.response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await t.request('/faq', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await html('/about')).response.headers.get('etag')).not.toBe(etag);

    const changed = INDEX.replace('<div id="root"></div>', '<div id="root" data-v="2"></div>');
    await writeFile(join(webRoot, 'index.html'), changed);
    const later = new Date(Date.now() + 5_000);
    await utimes(join(webRoot, 'index.html'), later, later);
    const after = await html('/faq', { 'If-None-Match': etag });
    expect(after.response.status).toBe(200);
    expect(after.text).toContain('data-v="2"');
    expect(after.text).toContain(`<title>${publicPageFor('/faq')?.title}</title>`);
    expect((await html('/browse', SIGNED_IN)).text).toBe(changed);
    await writeFile(join(webRoot, 'index.html'), INDEX);
  });
});
