import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGuardianshipReply } from '../../../../shared/safety/guardian-contract';
import { api } from '../../../lib/api-client';
import { MY_GUARDIANS_QUERY_KEY } from './guardian-keys';

/** POST /api/me/guardians/:id/confirm: the guardian who accepted reads from now on. */
export const confirmGuardian = (id: string) =>
  api.post<TGuardianshipReply>(`/api/me/guardians/${encodeURIComponent(id)}/confirm`);

export function useConfirmGuardian() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmGuardian,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: MY_GUARDIANS_QUERY_KEY }),
  });
}
