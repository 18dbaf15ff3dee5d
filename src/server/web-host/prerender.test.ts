import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildMenu, menuItem } from '../../../tests/support/factories/menus.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { NO_SESSION, SESSION_HINT_META } from '../../shared/session-hint.ts';
import { PRERENDER_STATE_ID } from '../../shared/site/prerender.ts';
import { PRERENDER_TTL_MS } from './prerendered-pages.ts';

// The real prerender module, built from src/web/prerender.tsx as `npm run build` does, serves a
// Vite-shaped index.html: what a visitor's public page looks like before any JavaScript runs.

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Mithaq</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root">
      <header><div>placeholder bar</div></header>
    </div>
  </body>
</html>
`;

const ROOT = join(import.meta.dirname, '..', '..', '..');
let ssrRoot: string;
let t: TestApp;
let withoutModule: TestApp;

async function writeIndex(app: TestApp) {
  const webRoot = join(app.config.dataDir, 'web');
  await mkdir(webRoot, { recursive: true });
  await writeFile(join(webRoot, 'index.html'), INDEX);
}

beforeAll(async () => {
  ssrRoot = await mkdtemp(join(tmpdir(), 'mithaq-ssr-'));
  execFileSync(
    join(ROOT, 'node_modules', '.bin', 'vite'),
    ['build', '--ssr', '--outDir', ssrRoot, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  t = await createTestApp({}, undefined, { ssrRoot });
  withoutModule = await createTestApp({}, undefined, { ssrRoot: join(ssrRoot, 'missing') });
  await Promise.all([writeIndex(t), writeIndex(withoutModule)]);
});
afterAll(async () => {
  vi.useRealTimers();
  await Promise.all([t.close(), withoutModule.close()]);
  await rm(ssrRoot, { recursive: true, force: true });
});

async function addHeaderMenu(titles: string[]) {
  const items = titles.map((title, index) => menuItem(title, { url: `/${index}`, displayOrder: index }));
  await buildMenu(t.db, 'header', items, { name: 'Header', updatedAt: new Date() });
}

const page = async (app: TestApp, path: string, cookie?: string) => {
  const response = await app.request(path, cookie ? { cookie } : {});
  return { status: response.status, etag: response.headers.get('etag'), text: await response.text() };
};

const stateOf = (html: string) => {
  const json = new RegExp(`<script type="application/json" id="${PRERENDER_STATE_ID}">([^<]*)</script>`).exec(
    html,
  );
  return JSON.parse(json?.[1] ?? 'null') as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
};

describe('prerendered public pages', () => {
  it("sends a visitor's / with its content, the header menu and the loader instead of the app", async () => {
    await addHeaderMenu(['About Us', 'Questions']);
    const { status, text } = await page(t, '/');
    expect(status).toBe(200);
    expect(text).toContain('Find your spouse the halal way, with your family by your side');
    expect(text).toContain('Refer and Reward');
    expect(text).toContain('>About Us</a>');
    expect(text).toContain('Toronto, Ontario, Canada');
    // The header's way in, as plain links that work before any JavaScript: Sign In beside Join Now.
    expect(text).toMatch(
      /<a [^>]*href="\/auth"[^>]*>Sign In<\/a>\s*<a [^>]*href="\/auth"[^>]*>Join Now<\/a>/,
    );
    expect(text).not.toContain('placeholder bar');
    expect(text).not.toContain('<script type="module"');
    expect(text).not.toContain('rel="modulepreload"');
    expect(text).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(text).toMatch(
      /<script defer src="\/app-loader.js" data-entry="\/assets\/index-abc.js" data-preload="\/assets\/react-abc.js"><\/script>/,
    );
    expect(text).toContain(`<meta name="${SESSION_HINT_META}" content="${NO_SESSION}" />`);
    // The CSP allows no inline script: the only one is the JSON data block.
    expect(text.match(/<script\b(?![^>]*\bsrc=)[^>]*>/g)).toEqual([
      `<script type="application/json" id="${PRERENDER_STATE_ID}">`,
    ]);
    const queries = stateOf(text).queries;
    expect(queries.find((q) => q.queryKey[0] === 'me')?.state.data).toBeNull();
    expect(JSON.stringify(queries)).toContain('About Us');
  });

  it('renders each public page, and leaves member paths and members to the app', async () => {
    expect((await page(t, '/faq')).text).toContain('Frequently Asked Questions');
    expect((await page(t, '/privacy')).text).toContain('Last updated: January 1, 2024');
    const member = await page(t, '/', 'mithaq.session_token=abc.def');
    expect(member.text).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(member.text).toContain('placeholder bar');
    const browse = await page(t, '/browse');
    expect(browse.text).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(browse.text).not.toContain(PRERENDER_STATE_ID);
  });

  it('keeps a menu title as text, and nothing in it can close the data block', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    await addHeaderMenu([hostile]);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + PRERENDER_TTL_MS + 1 });
    const { text } = await page(t, '/contact');
    vi.useRealTimers();
    expect(text).not.toContain('<script>alert(1)');
    expect(text).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--');
    expect(JSON.stringify(stateOf(text).queries)).toContain(hostile);
  });

  it('renders a page once per period, so a menu change shows after PRERENDER_TTL_MS', async () => {
    const first = await page(t, '/about');
    await addHeaderMenu(['Renamed Item']);
    const again = await page(t, '/about');
    expect(again.etag).toBe(first.etag);
    expect(again.text).not.toContain('Renamed Item');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * PRERENDER_TTL_MS + 1 });
    const later = await page(t, '/about');
    vi.useRealTimers();
    expect(later.text).toContain('>Renamed Item</a>');
    expect(later.etag).not.toBe(first.etag);
  });

  it('falls back to the app rendered in the browser when there is no prerender module', async () => {
    const { status, text } = await page(withoutModule, '/');
    expect(status).toBe(200);
    expect(text).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(text).toContain('placeholder bar');
    expect(text).not.toContain(PRERENDER_STATE_ID);
  });
});
