import type { TAnalyticsPeriod } from '../../../../shared/analytics/analytics-contract';
import { ANALYTICS_QUERY_KEY, VIEWERS_QUERY_KEY } from '../../../entities/member/member-query-keys';

// Every cache key of analytics, in one place.

export { ANALYTICS_QUERY_KEY, VIEWERS_QUERY_KEY };

/** The figures of one period, with hours counted in `tz`: ['analytics', 'summary', period, tz]. */
export const analyticsKey = (period: TAnalyticsPeriod, tz: string) =>
  [...ANALYTICS_QUERY_KEY, 'summary', period, tz] as const;

/** Every viewers page lives under VIEWERS_QUERY_KEY (Send Interest and a block invalidate them all). */
export const viewersKey = (period: TAnalyticsPeriod, search: string, page: number) =>
  [...VIEWERS_QUERY_KEY, period, search, page] as const;
