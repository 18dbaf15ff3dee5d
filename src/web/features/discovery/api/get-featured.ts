import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFeaturedRow } from '../../../../shared/discovery/discovery-contract';
import { api } from '../../../lib/api-client';
import { FEATURED_QUERY_KEY } from './discovery-keys';

/**
 * GET /api/browse/featured: up to FEATURED_ROW_SIZE browse cards of boosted and featured members (the
 * same visibility rules as /api/browse), for the Featured row above the /browse results.
 */
export function getFeatured(): Promise<TFeaturedRow> {
  return api.get<TFeaturedRow>('/api/browse/featured');
}

export const featuredQueryOptions = queryOptions({
  queryKey: FEATURED_QUERY_KEY,
  queryFn: getFeatured,
  // The row is a bonus: a failure hides it rather than asking again and again.
  retry: false,
});

export function useFeatured() {
  return useQuery(featuredQueryOptions);
}
