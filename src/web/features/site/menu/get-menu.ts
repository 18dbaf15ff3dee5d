import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMenuItem, TMenuLocation, TMenuResponse } from '../../../../shared/site/site-contract';
import { api } from '../../../lib/api-client';

export const MENU_QUERY_KEY = ['site', 'menu'] as const;

/** GET /api/menus/:location: the active menu there with its nested items, hrefs already resolved. */
export function getMenu(location: TMenuLocation): Promise<TMenuResponse> {
  return api.get<TMenuResponse>(`/api/menus/${location}`);
}

export function menuQueryOptions(location: TMenuLocation) {
  return queryOptions({
    queryKey: [...MENU_QUERY_KEY, location] as const,
    queryFn: () => getMenu(location),
    // Menus change when an editor saves one; five minutes of staleness costs nothing.
    staleTime: 5 * 60_000,
  });
}

export function useMenu(location: TMenuLocation) {
  return useQuery(menuQueryOptions(location));
}

/** A location's items, or none: while loading, on error, or when no menu is active there (spec §2). */
export function useMenuItems(location: TMenuLocation): TMenuItem[] {
  return useMenu(location).data?.menu?.items ?? [];
}
