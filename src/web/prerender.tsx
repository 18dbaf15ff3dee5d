import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PrerenderPublicPage } from '../shared/site/prerender';
import './app/i18n/register-common';
import { Providers } from './app/providers';
import { loadPublicPageParts } from './app/public-page-parts';
import { routes } from './app/router';
import { menuQueryOptions } from './features/site/menu/get-menu';
import { ME_QUERY_KEY } from './lib/api-client';
import { createQueryClient } from './lib/query-client';

const handler = createStaticHandler(routes);

/**
 * Renders a public page for a visitor, on the server (see src/shared/site/prerender.ts). The tree is
 * the one the browser hydrates (main.tsx): the same providers and routes, a cache holding "nobody is
 * signed in" and the header menu, and every lazy part waited for, so the HTML is the whole page.
 */
export const prerenderPublicPage: PrerenderPublicPage = async ({ path, headerMenu }) => {
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response || context.statusCode !== 200) return null;
  // The parts the browser loads before hydrating (main.tsx): both sides render them without a boundary.
  await loadPublicPageParts(path);

  const queryClient = createQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, null);
  queryClient.setQueryData(menuQueryOptions('header').queryKey, headerMenu);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
    // Every part inline, in place: no hidden segments moved by inline scripts (the CSP allows none).
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await new Response(prelude).text();
  return { html, state: JSON.stringify(dehydrate(queryClient)) };
};
