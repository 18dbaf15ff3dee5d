import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMemberStats } from '../../../shared/profiles/profile-contract';
import { api } from '../../lib/api-client';

/**
 * Not under ['me', ...]: sign-out keeps only ['me'] queries, and these numbers are the member's own.
 * Shared (dashboard cards, the top bar's Messages badge) and kept live by the socket
 * (entities/connection/realtime-sync.ts).
 */
export const MY_STATS_QUERY_KEY = ['dashboard', 'stats'] as const;

/** GET /api/me/stats: the dashboard's four counts. */
export function getMyStats(): Promise<TMemberStats> {
  return api.get<TMemberStats>('/api/me/stats');
}

export const myStatsQueryOptions = queryOptions({ queryKey: MY_STATS_QUERY_KEY, queryFn: getMyStats });

export function useMyStats(enabled = true) {
  return useQuery({ ...myStatsQueryOptions, enabled });
}
