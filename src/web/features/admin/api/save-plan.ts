import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TAdminPlanReply, TPlanValues } from '../../../../shared/admin/plans-contract';
import { api } from '../../../lib/api-client';
import { ADMIN_PLANS_KEY, AUDIT_QUERY_KEY, MEMBERSHIP_STATS_KEY } from './admin-keys';

export type PlanSave = { id: string | null; values: TPlanValues };

/** POST /api/admin/plans (id null) or PUT /api/admin/plans/:id: the whole plan, entitlements included. */
export function savePlan({ id, values }: PlanSave): Promise<TAdminPlanReply> {
  return id === null
    ? api.post<TAdminPlanReply>('/api/admin/plans', values)
    : api.put<TAdminPlanReply>(`/api/admin/plans/${encodeURIComponent(id)}`, values);
}

/** After any plan change: the plans, the figures and the audit trail reload. */
export async function refreshAfterPlanChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: AUDIT_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: MEMBERSHIP_STATS_KEY });
  await queryClient.invalidateQueries({ queryKey: ADMIN_PLANS_KEY });
}

/** The toasts are the caller's: it knows whether it created or edited. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePlan, onSettled: () => refreshAfterPlanChange(queryClient) });
}
