import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAnalytics, TAnalyticsPeriod } from '../../../../shared/analytics/analytics-contract';
import { api } from '../../../lib/api-client';
import { analyticsKey } from './analytics-keys';

/** GET /api/analytics: the period's figures, with popular hours counted in the member's time zone. */
export function getAnalytics(period: TAnalyticsPeriod, tz: string): Promise<TAnalytics> {
  const query = new URLSearchParams({ period, tz });
  return api.get<TAnalytics>(`/api/analytics?${query.toString()}`);
}

export function analyticsQueryOptions(period: TAnalyticsPeriod, tz: string) {
  return queryOptions({
    queryKey: analyticsKey(period, tz),
    queryFn: () => getAnalytics(period, tz),
    // Switching period keeps the last figures on screen (dimmed) instead of the loading state.
    placeholderData: keepPreviousData,
  });
}

export function useAnalytics(period: TAnalyticsPeriod, tz: string) {
  return useQuery(analyticsQueryOptions(period, tz));
}

/** The browser's IANA zone ('Europe/London'); the server counts hours of day in it. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
