import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { browseApiQuery, type BrowseFilters } from '../browse/browse-filters';
import type { BrowseResponse } from '../discovery-types';

/** Every browse page lives under this key (the favourite toggle patches and invalidates them all). */
export const BROWSE_QUERY_KEY = ['discovery', 'browse'] as const;

/** GET /api/browse: opposite gender only; the server filters, sorts and pages (20 a page). */
export function getBrowse(filters: BrowseFilters): Promise<BrowseResponse> {
  return api.get<BrowseResponse>(`/api/browse?${browseApiQuery(filters)}`);
}

export function browseQueryOptions(filters: BrowseFilters) {
  return queryOptions({
    queryKey: [...BROWSE_QUERY_KEY, browseApiQuery(filters)] as const,
    queryFn: () => getBrowse(filters),
    // While the next page or filter loads, the current rows stay (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useBrowse(filters: BrowseFilters) {
  return useQuery(browseQueryOptions(filters));
}
