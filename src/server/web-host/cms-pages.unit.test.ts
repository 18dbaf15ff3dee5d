import { describe, expect, it } from 'vitest';
import { cmsPageKey } from './cms-pages.ts';
import { PRERENDER_MAX_ENTRIES, PrerenderedPages } from './prerendered-pages.ts';

const key = (url: string) => {
  const parsed = new URL(url, 'http://x.test');
  return cmsPageKey(parsed.pathname, parsed.searchParams);
};

describe('cmsPageKey', () => {
  it('keys /blog by its list parameters in one order, dropping what the list ignores', () => {
    expect(key('/blog')).toBe('/blog');
    expect(key('/blog/?page=1&utm_source=x')).toBe('/blog');
    expect(key('/blog?page=2&search=%20wali%20&category=family')).toBe(
      '/blog?search=wali&category=family&page=2',
    );
    expect(key('/blog?page=abc')).toBe('/blog');
  });

  it('keys posts and CMS pages by path, never the fixed pages, files or deeper paths', () => {
    expect(key('/blog/first-meeting')).toBe('/blog/first-meeting');
    expect(key('/our-mission/')).toBe('/our-mission');
    expect(key('/about')).toBeNull();
    expect(key('/')).toBeNull();
    expect(key('/favicon.ico')).toBeNull();
    expect(key('/profile/abc')).toBeNull();
  });
});

describe('PrerenderedPages.cached', () => {
  it(`keeps at most ${PRERENDER_MAX_ENTRIES} renderings, the least recently used going first`, async () => {
    const pages = new PrerenderedPages(undefined);
    let made = 0;
    const produce = () => Promise.resolve((made += 1));
    await pages.cached('first', produce);
    for (let i = 0; i < PRERENDER_MAX_ENTRIES - 1; i += 1) await pages.cached(`k${i}`, produce);
    await pages.cached('first', produce); // used again: now the newest
    await pages.cached('overflow', produce);
    expect(made).toBe(PRERENDER_MAX_ENTRIES + 1);
    await pages.cached('first', produce);
    expect(made).toBe(PRERENDER_MAX_ENTRIES + 1);
    await pages.cached('k0', produce); // the oldest went
    expect(made).toBe(PRERENDER_MAX_ENTRIES + 2);
    pages.clear();
    await pages.cached('first', produce);
    expect(made).toBe(PRERENDER_MAX_ENTRIES + 3);
  });
});
