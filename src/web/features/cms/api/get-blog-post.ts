import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBlogPost } from '../../../../shared/cms/blog-contract';
import { api, ApiError } from '../../../lib/api-client';
import { publicCmsKeys } from './public-cms-keys';

/** GET /api/blog/:slug; null when there is no such public post (the page shows the 404 page). */
export async function getBlogPost(slug: string): Promise<TBlogPost | null> {
  try {
    return await api.get<TBlogPost>(`/api/blog/${encodeURIComponent(slug)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const blogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: publicCmsKeys.post(slug),
    queryFn: () => getBlogPost(slug),
    // Each ask counts a view on the server: a post is read once per visit, never refetched behind it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useBlogPost = (slug: string) => useQuery(blogPostQueryOptions(slug));
