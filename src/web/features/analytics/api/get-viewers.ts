import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAnalyticsPeriod, TViewersPage } from '../../../../shared/analytics/analytics-contract';
import { api } from '../../../lib/api-client';
import { viewersKey } from './analytics-keys';

/** GET /api/analytics/viewers: the period's viewers, newest first; the server searches and pages. */
export function getViewers(period: TAnalyticsPeriod, search: string, page: number): Promise<TViewersPage> {
  const query = new URLSearchParams({ period, page: String(page) });
  if (search) query.set('search', search);
  return api.get<TViewersPage>(`/api/analytics/viewers?${query.toString()}`);
}

export function viewersQueryOptions(period: TAnalyticsPeriod, search: string, page: number) {
  return queryOptions({
    queryKey: viewersKey(period, search, page),
    queryFn: () => getViewers(period, search, page),
    // The current rows stay while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

export function useViewers(period: TAnalyticsPeriod, search: string, page: number) {
  return useQuery(viewersQueryOptions(period, search, page));
}
