import type { TAnalyticsPeriod } from '../../../../shared/analytics/analytics-contract';

// Every cache key of analytics, in one place.

export const ANALYTICS_QUERY_KEY = ['analytics'] as const;

/** The figures of one period, with hours counted in `tz`: ['analytics', 'summary', period, tz]. */
export const analyticsKey = (period: TAnalyticsPeriod, tz: string) =>
  [...ANALYTICS_QUERY_KEY, 'summary', period, tz] as const;

/** Every viewers page lives under this key (Send Interest invalidates them all). */
export const VIEWERS_QUERY_KEY = [...ANALYTICS_QUERY_KEY, 'viewers'] as const;
export const viewersKey = (period: TAnalyticsPeriod, search: string, page: number) =>
  [...VIEWERS_QUERY_KEY, period, search, page] as const;
