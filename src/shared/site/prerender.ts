import type { TBlogList, TBlogPost, TCmsPublicPage } from '../cms/blog-contract.ts';
import type { TSiteSettings } from '../cms/settings-contract.ts';
import type { TMenuResponse } from './site-contract.ts';

/**
 * The contract between the server and the web app's prerender module (built by `npm run build` into
 * dist/ssr/prerender.js from src/web/prerender.tsx). For a visitor's public page the server asks the
 * module for the page's HTML, sends it with the CSS and a small loader, and the app's JavaScript
 * downloads on the visitor's first interaction, then hydrates that HTML (src/web/main.tsx).
 */
export type PrerenderInput = {
  /** A public page's path, without its query string. */
  path: string;
  /** The query string ('' or '?…'): only /blog reads one (search, category, page). */
  search?: string;
  /** What GET /api/menus/header answers now: the header is part of the HTML. */
  headerMenu: TMenuResponse;
  /** What GET /api/menus/footer answers now (the footer's menu). */
  footerMenu?: TMenuResponse;
  /** What GET /api/site/settings answers now (site name, tagline, contact, social links). */
  settings?: TSiteSettings;
  /** The blog or CMS content the page shows, as the API answers it; null: there is none (a 404 page). */
  cms?: PrerenderCms;
};

export type PrerenderCms =
  | { kind: 'blog-list'; list: TBlogList }
  | { kind: 'blog-post'; slug: string; post: TBlogPost | null }
  | { kind: 'page'; slug: string; page: TCmsPublicPage | null };

export type PrerenderResult = {
  /** The markup inside #root. */
  html: string;
  /** The query cache the markup was rendered from (dehydrated, JSON): the app hydrates with it. */
  state: string;
  /** The HTTP status the page is sent with: 404 for a missing post or page, else 200. */
  status?: number;
};

/** null when the path is not a page the app renders for a visitor (then the server sends the SPA shell). */
export type PrerenderPublicPage = (input: PrerenderInput) => Promise<PrerenderResult | null>;

/** The `<script type="application/json">` holding PrerenderResult.state in the page. */
export const PRERENDER_STATE_ID = 'mithaq-state';

/** Set on <html> once the app has taken over the page (rendered or hydrated): browser tests wait on it. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** The router ids of the CMS's public routes (src/web/app/site-routes.tsx): the prerender module reads them. */
export const CMS_ROUTE_IDS = { blog: 'blog', post: 'blog-post', page: 'cms-page' } as const;
