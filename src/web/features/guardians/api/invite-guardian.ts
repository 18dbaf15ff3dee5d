import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGuardianInviteInput, TGuardianshipReply } from '../../../../shared/safety/guardian-contract';
import { api } from '../../../lib/api-client';
import { MY_GUARDIANS_QUERY_KEY } from './guardian-keys';

/** POST /api/me/guardians: the invitation is mailed to the guardian. */
export const inviteGuardian = (input: TGuardianInviteInput) =>
  api.post<TGuardianshipReply>('/api/me/guardians', input);

export function useInviteGuardian() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteGuardian,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MY_GUARDIANS_QUERY_KEY }),
  });
}
