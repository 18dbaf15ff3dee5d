import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlanList } from '../../../../shared/membership/membership-contract';
import { PLANS_QUERY_KEY } from '../../../entities/membership/membership-keys';
import { api } from '../../../lib/api-client';

/** GET /api/membership/plans: the active plans, for the users table's plan filter. */
export function getPlanChoices(): Promise<TPlanList> {
  return api.get<TPlanList>('/api/membership/plans');
}

export const planChoicesQueryOptions = queryOptions({ queryKey: PLANS_QUERY_KEY, queryFn: getPlanChoices });

export function usePlanChoices() {
  return useQuery(planChoicesQueryOptions);
}
