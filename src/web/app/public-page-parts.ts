import { loadLandingPage } from './home-route';
import { loadSiteChrome } from './layouts/site-layout';

/**
 * What a visitor's public page shows beyond its route (header menus, footer, and on `/` the landing
 * page), loaded before the server renders the page (prerender.tsx) and before the browser hydrates it
 * (main.tsx): one list for both sides, so both render these parts without a boundary (app/loadable.tsx).
 */
export const loadPublicPageParts = (pathname: string) =>
  Promise.all([loadSiteChrome(), pathname === '/' ? loadLandingPage() : null]);
