import type { TMenuResponse } from './site-contract.ts';

/**
 * The contract between the server and the web app's prerender module (built by `npm run build` into
 * dist/ssr/prerender.js from src/web/prerender.tsx). For a visitor's public page the server asks the
 * module for the page's HTML, sends it with the CSS and a small loader, and the app's JavaScript
 * downloads on the visitor's first interaction, then hydrates that HTML (src/web/main.tsx).
 */
export type PrerenderInput = {
  /** A public page's path, without a query string (public pages read none). */
  path: string;
  /** What GET /api/menus/header answers now: the header is part of the HTML. */
  headerMenu: TMenuResponse;
};

export type PrerenderResult = {
  /** The markup inside #root. */
  html: string;
  /** The query cache the markup was rendered from (dehydrated, JSON): the app hydrates with it. */
  state: string;
};

/** null when the path is not a page the app renders for a visitor (then the server sends the SPA shell). */
export type PrerenderPublicPage = (input: PrerenderInput) => Promise<PrerenderResult | null>;

/** The `<script type="application/json">` holding PrerenderResult.state in the page. */
export const PRERENDER_STATE_ID = 'mithaq-state';

/** Set on <html> once the app has taken over the page (rendered or hydrated): browser tests wait on it. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
