import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCmsPublicPage } from '../../../../shared/cms/blog-contract';
import { api, ApiError } from '../../../lib/api-client';
import { publicCmsKeys } from './public-cms-keys';

/** GET /api/pages/:slug; null when no published page has it (the route shows the 404 page). */
export async function getCmsPage(slug: string): Promise<TCmsPublicPage | null> {
  try {
    return await api.get<TCmsPublicPage>(`/api/pages/${encodeURIComponent(slug)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const cmsPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: publicCmsKeys.page(slug),
    queryFn: () => getCmsPage(slug),
    staleTime: 5 * 60_000,
  });

export const useCmsPage = (slug: string) => useQuery(cmsPageQueryOptions(slug));
