import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlanList } from '../../../../shared/membership/membership-contract';
import { api } from '../../../lib/api-client';
import { PLANS_QUERY_KEY } from '../../../entities/membership/membership-keys';

/** GET /api/membership/plans: the active plans with their entitlements, in display order. */
export function getPlans(): Promise<TPlanList> {
  return api.get<TPlanList>('/api/membership/plans');
}

export const plansQueryOptions = queryOptions({ queryKey: PLANS_QUERY_KEY, queryFn: getPlans });

export function usePlans() {
  return useQuery(plansQueryOptions);
}
