import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGuardianshipReply } from '../../../../shared/safety/guardian-contract';
import { api } from '../../../lib/api-client';
import { MY_GUARDIANS_QUERY_KEY } from './guardian-keys';

/** DELETE /api/me/guardians/:id: at any stage; the guardian's access ends at once. */
export const revokeGuardian = (id: string) =>
  api.delete<TGuardianshipReply>(`/api/me/guardians/${encodeURIComponent(id)}`);

export function useRevokeGuardian() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeGuardian,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: MY_GUARDIANS_QUERY_KEY }),
  });
}
