import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PrerenderInput, PrerenderPublicPage, PrerenderResult } from '../../shared/site/prerender.ts';
import { activeMenuAt } from '../features/cms/menu-service.ts';
import { readSiteSettings } from '../features/cms/settings-reader.ts';
import type { Deps } from '../http/app-env.ts';
import type { EventBus } from '../realtime/events.ts';

/**
 * How long a rendered page is reused. The header menu is part of the HTML, so an editor's change to it
 * reaches visitors' first page within this time (the app refetches the menu once it has loaded); a
 * CMS change ('cms.changed', on every instance) drops every rendering at once.
 */
export const PRERENDER_TTL_MS = 30_000;

/** At most this many renderings are kept (least recently used go first): /blog's query strings are the visitor's to choose. */
export const PRERENDER_MAX_ENTRIES = 500;

type Entry = { expires: number; value: Promise<unknown> };

/** What a page needs beyond its menus and settings (the CMS content, the query string). */
export type PageInput = Omit<PrerenderInput, 'headerMenu' | 'footerMenu' | 'settings'>;

/**
 * A visitor's public pages rendered on the server by the web app's prerender module
 * (dist/ssr/prerender.js, built by `npm run build`; contract in src/shared/site/prerender.ts). Each
 * key is rendered at most once per PRERENDER_TTL_MS however many visitors ask at the same moment.
 * Without the module (the app not built, or the tests' hand-written index.html) or when a render
 * fails, a rendering is null and the caller sends the plain app, which renders in the browser.
 */
export class PrerenderedPages {
  #module: Promise<PrerenderPublicPage | null> | undefined;
  #entries = new Map<string, Entry>();

  constructor(readonly ssrRoot: string | undefined) {}

  /** Drops every rendering when published content, a menu or a setting changes (on any instance). */
  listen(bus: EventBus): void {
    bus.subscribe((event) => {
      if (event.type === 'cms.changed') this.clear();
    });
    bus.onGap?.(() => this.clear());
  }

  clear(): void {
    this.#entries.clear();
  }

  /** A fixed public page (shared/site/public-pages.ts) by its path. */
  render(deps: Deps, path: string): Promise<PrerenderResult | null> {
    return this.cached(path, () => this.prerender(deps, { path }));
  }

  /** `produce()`'s answer for `key`, computed at most once per PRERENDER_TTL_MS (the LRU keeps the newest). */
  cached<T>(key: string, produce: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    this.#entries.delete(key);
    if (hit && hit.expires > now) {
      this.#entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = produce();
    this.#entries.set(key, { expires: now + PRERENDER_TTL_MS, value });
    while (this.#entries.size > PRERENDER_MAX_ENTRIES) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
    return value;
  }

  /** The page rendered now, with the menus and settings read from the database; null when it cannot be. */
  async prerender(deps: Deps, input: PageInput): Promise<PrerenderResult | null> {
    const prerender = await this.#load(deps);
    if (!prerender) return null;
    try {
      const now = deps.clock.now();
      const [headerMenu, footerMenu, settings] = await Promise.all([
        activeMenuAt(deps.db, 'header', now),
        activeMenuAt(deps.db, 'footer', now),
        readSiteSettings(deps.db),
      ]);
      return await prerender({ ...input, headerMenu, footerMenu, settings });
    } catch (error) {
      deps.log.error(
        { err: error, path: input.path },
        'prerendering a public page failed; sending the plain app',
      );
      return null;
    }
  }

  #load(deps: Deps): Promise<PrerenderPublicPage | null> {
    this.#module ??= (async () => {
      if (!this.ssrRoot) return null;
      try {
        const url = pathToFileURL(join(this.ssrRoot, 'prerender.js')).href;
        const module = (await import(url)) as { prerenderPublicPage?: PrerenderPublicPage };
        return module.prerenderPublicPage ?? null;
      } catch (error) {
        deps.log.warn(
          { err: error },
          'no prerender module (run npm run build): public pages render in the browser',
        );
        return null;
      }
    })();
    return this.#module;
  }
}
