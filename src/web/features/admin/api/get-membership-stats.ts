import { useQuery } from '@tanstack/react-query';
import type { TMembershipStats } from '../../../../shared/admin/plans-contract';
import { api } from '../../../lib/api-client';
import { MEMBERSHIP_STATS_KEY } from './admin-keys';

/** GET /api/admin/membership-stats: the Overview's figures and the Analytics charts. */
export function getMembershipStats(): Promise<TMembershipStats> {
  return api.get<TMembershipStats>('/api/admin/membership-stats');
}

export function useMembershipStats() {
  return useQuery({ queryKey: MEMBERSHIP_STATS_KEY, queryFn: getMembershipStats });
}
