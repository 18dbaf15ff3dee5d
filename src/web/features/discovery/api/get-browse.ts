import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TBrowsePage } from '../../../../shared/discovery/discovery-contract';
import { api } from '../../../lib/api-client';
import { browseApiQuery, type BrowseFilters } from '../browse/browse-filters';
import { browseKey } from './discovery-keys';

/** GET /api/browse: opposite gender only; the server filters, sorts and pages (20 a page). */
export function getBrowse(filters: BrowseFilters): Promise<TBrowsePage> {
  return api.get<TBrowsePage>(`/api/browse?${browseApiQuery(filters)}`);
}

export function browseQueryOptions(filters: BrowseFilters) {
  return queryOptions({
    queryKey: browseKey(filters),
    queryFn: () => getBrowse(filters),
    // While the next page or filter loads, the current rows stay (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

/** `enabled` false holds the request (the list shows its loading state) until the filters are settled. */
export function useBrowse(filters: BrowseFilters, enabled = true) {
  return useQuery({ ...browseQueryOptions(filters), enabled });
}
