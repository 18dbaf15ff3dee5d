import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../tests/support/test-app.ts';
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

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  t = await createTestApp();
  webRoot = join(t.config.dataDir, 'web');
  await mkdir(webRoot, { recursive: true });
  await writeFile(join(webRoot, 'index.html'), INDEX);
});
afterAll(async () => {
  await t.close();
});

const html = async (path: string, headers: Record<string, string> = {}) => {
  const response = await t.request(path, { headers });
  return { response, text: await response.text() };
};
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
      expect((await html(path)).text).toBe(INDEX);
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
    expect((await html('/browse')).text).toBe(changed);
    await writeFile(join(webRoot, 'index.html'), INDEX);
  });
});
