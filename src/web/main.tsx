import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { PRERENDER_STATE_ID } from '../shared/site/prerender';
import './app/i18n/register-common';
import { Providers } from './app/providers';
import { loadPublicPageParts } from './app/public-page-parts';
import { routes } from './app/router';
import { queryClient } from './lib/query-client';
import './styles.css';

/**
 * The lazy routes of the current URL, loaded before hydrating: the server rendered them in full, and
 * the first client render must match that HTML rather than show the loading fallback.
 */
async function loadMatchedRoutes(tree: RouteObject[]): Promise<void> {
  const matches = matchRoutes(tree, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

function readPrerenderedState(): DehydratedState | null {
  const text = document.getElementById(PRERENDER_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as DehydratedState) : null;
}

async function start(container: HTMLElement): Promise<void> {
  const prerendered = readPrerenderedState();
  if (prerendered) {
    hydrate(queryClient, prerendered);
    // Every part the server rendered, in before hydrating: the page hydrates in one pass (app/loadable.tsx).
    await Promise.all([loadMatchedRoutes(routes), loadPublicPageParts(window.location.pathname)]);
  }
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </Providers>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
void start(container);
