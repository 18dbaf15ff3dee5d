import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PrerenderPublicPage, PrerenderResult } from '../../shared/site/prerender.ts';
import { activeMenuAt } from '../features/cms/menu-service.ts';
import type { Deps } from '../http/app-env.ts';

/**
 * How long a rendered page is reused. The header menu is part of the HTML, so an editor's change to it
 * reaches visitors' first page within this time (the app refetches the menu once it has loaded).
 */
export const PRERENDER_TTL_MS = 30_000;

type Entry = { expires: number; result: Promise<PrerenderResult | null> };

/**
 * A visitor's public pages rendered on the server by the web app's prerender module
 * (dist/ssr/prerender.js, built by `npm run build`; contract in src/shared/site/prerender.ts). Each
 * path is rendered at most once per PRERENDER_TTL_MS however many visitors ask at the same moment.
 * Without the module (the app not built, or the tests' hand-written index.html) or when a render
 * fails, `render` gives null and the caller sends the plain app, which renders in the browser.
 */
export class PrerenderedPages {
  #module: Promise<PrerenderPublicPage | null> | undefined;
  #entries = new Map<string, Entry>();

  constructor(readonly ssrRoot: string | undefined) {}

  render(deps: Deps, path: string): Promise<PrerenderResult | null> {
    const now = Date.now();
    const cached = this.#entries.get(path);
    if (cached && cached.expires > now) return cached.result;
    const result = this.#renderNow(deps, path);
    this.#entries.set(path, { expires: now + PRERENDER_TTL_MS, result });
    return result;
  }

  async #renderNow(deps: Deps, path: string): Promise<PrerenderResult | null> {
    const prerender = await this.#load(deps);
    if (!prerender) return null;
    try {
      return await prerender({ path, headerMenu: await activeMenuAt(deps.db, 'header') });
    } catch (error) {
      deps.log.error({ err: error, path }, 'prerendering a public page failed; sending the plain app');
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
