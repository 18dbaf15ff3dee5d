import { useQuery } from '@tanstack/react-query';
import type { TAdminPlanList } from '../../../../shared/admin/plans-contract';
import { api } from '../../../lib/api-client';
import { ADMIN_PLANS_KEY } from './admin-keys';

/** GET /api/admin/plans: every plan, inactive ones too, with how many members hold each. */
export function getAdminPlans(): Promise<TAdminPlanList> {
  return api.get<TAdminPlanList>('/api/admin/plans');
}

export function useAdminPlans() {
  return useQuery({ queryKey: ADMIN_PLANS_KEY, queryFn: getAdminPlans });
}
