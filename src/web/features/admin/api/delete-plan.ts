import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPlanDeleteReply } from '../../../../shared/admin/plans-contract';
import { api } from '../../../lib/api-client';
import { refreshAfterPlanChange } from './save-plan';

/** DELETE /api/admin/plans/:id: deleted, or deactivated when members hold the plan. */
export function deletePlan(id: string): Promise<TPlanDeleteReply> {
  return api.delete<TPlanDeleteReply>(`/api/admin/plans/${encodeURIComponent(id)}`);
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePlan, onSettled: () => refreshAfterPlanChange(queryClient) });
}
