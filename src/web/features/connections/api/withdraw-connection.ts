import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forgetConnection } from '../../../lib/connections/connection-cache';

/** DELETE /api/connections/:id: the requester takes back a request nobody has answered yet (204). */
export function withdrawConnection(id: string): Promise<unknown> {
  return api.delete(`/api/connections/${encodeURIComponent(id)}`);
}

export function useWithdrawConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawConnection,
    onSuccess: (_answer, id) => forgetConnection(queryClient, id),
  });
}
