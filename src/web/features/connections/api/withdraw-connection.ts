import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetConnection } from '../../../entities/connection/connection-cache';
import { api } from '../../../lib/api-client';

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
