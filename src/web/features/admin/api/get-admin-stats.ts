import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminStats } from '../../../../shared/admin/admin-stats-contract';
import { api } from '../../../lib/api-client';
import { ADMIN_STATS_KEY } from './admin-keys';

/** GET /api/admin/stats: the dashboard's figures, measured by the server when asked. */
export function getAdminStats(): Promise<TAdminStats> {
  return api.get<TAdminStats>('/api/admin/stats');
}

export function adminStatsQueryOptions() {
  return queryOptions({ queryKey: ADMIN_STATS_KEY, queryFn: getAdminStats });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
