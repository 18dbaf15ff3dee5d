import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { blogParamsFrom } from '../shared/cms/blog-query';
import { CMS_ROUTE_IDS, type PrerenderCms, type PrerenderPublicPage } from '../shared/site/prerender';
import './app/i18n/register-common';
import { Providers } from './app/providers';
import { loadPublicPageParts } from './app/public-page-parts';
import { routes } from './app/router';
import { siteSettingsQueryOptions } from './entities/site-settings/get-site-settings';
import { publicCmsKeys } from './features/cms/api/public-cms-keys';
import { menuQueryOptions } from './features/site/menu/get-menu';
import { ME_QUERY_KEY } from './lib/api-client';
import { createQueryClient } from './lib/query-client';

const handler = createStaticHandler(routes);

/** The blog or CMS content under the keys the page reads (features/cms/api), as the API would answer. */
function seedCms(queryClient: QueryClient, cms: PrerenderCms, search: string): void {
  if (cms.kind === 'blog-list') {
    queryClient.setQueryData(publicCmsKeys.list(blogParamsFrom(new URLSearchParams(search))), cms.list);
  } else if (cms.kind === 'blog-post') {
    queryClient.setQueryData(publicCmsKeys.post(cms.slug), cms.post);
  } else {
    queryClient.setQueryData(publicCmsKeys.page(cms.slug), cms.page);
  }
}

/** The page's status: 404 for a blog or CMS route without its content; null: not a visitor's page to render. */
function cmsStatus(routeId: string | undefined, cms: PrerenderCms | undefined): number | null {
  const ids: string[] = Object.values(CMS_ROUTE_IDS);
  // Content for a path the app shows otherwise (a member screen at /{name}), or no content for a CMS route.
  if (!routeId || !ids.includes(routeId)) return cms ? null : 200;
  if (!cms) return null;
  if (routeId === CMS_ROUTE_IDS.blog) return cms.kind === 'blog-list' ? 200 : null;
  if (routeId === CMS_ROUTE_IDS.post) return cms.kind === 'blog-post' ? (cms.post ? 200 : 404) : null;
  return cms.kind === 'page' ? (cms.page ? 200 : 404) : null;
}

/**
 * Renders a public page for a visitor, on the server (see src/shared/site/prerender.ts). The tree is
 * the one the browser hydrates (main.tsx): the same providers and routes, a cache holding "nobody is
 * signed in", the menus, the settings and the page's content, and every lazy part waited for, so
 * the HTML is the whole page.
 */
export const prerenderPublicPage: PrerenderPublicPage = async (input) => {
  const { path, search = '', headerMenu, footerMenu, settings, cms } = input;
  const context = await handler.query(new Request(new URL(`${path}${search}`, 'http://prerender.invalid')));
  if (context instanceof Response || context.statusCode !== 200) return null;
  // A path of the app that is not a visitor's page (a member screen at /{name}): the plain app.
  const status = cmsStatus(context.matches.at(-1)?.route.id, cms);
  if (status === null) return null;
  // The parts the browser loads before hydrating (main.tsx): both sides render them without a boundary.
  await loadPublicPageParts(path);

  const queryClient = createQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, null);
  queryClient.setQueryData(menuQueryOptions('header').queryKey, headerMenu);
  if (footerMenu) queryClient.setQueryData(menuQueryOptions('footer').queryKey, footerMenu);
  if (settings) queryClient.setQueryData(siteSettingsQueryOptions().queryKey, settings);
  if (cms) seedCms(queryClient, cms, search);
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
  return { html, state: JSON.stringify(dehydrate(queryClient)), status };
};
