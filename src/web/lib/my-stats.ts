import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export type MyStats = {
  pending_requests: number;
  unread_messages: number;
  profile_views: number;
  favorites_received: number;
};

/**
 * Not under ['me', ...]: sign-out keeps only ['me'] queries, and these numbers are the member's own.
 * Shared (dashboard cards, the top bar's Messages badge) and kept live by lib/realtime.
 */
export const MY_STATS_QUERY_KEY = ['dashboard', 'stats'] as const;

export function getMyStats(): Promise<MyStats> {
  return api.get<MyStats>('/api/me/stats');
}

export const myStatsQueryOptions = queryOptions({ queryKey: MY_STATS_QUERY_KEY, queryFn: getMyStats });

export function useMyStats(enabled = true) {
  return useQuery({ ...myStatsQueryOptions, enabled });
}
