import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGuardianAcceptInput, TGuardianAcceptReply } from '../../../../shared/safety/guardian-contract';
import { api, ME_QUERY_KEY } from '../../../lib/api-client';
import { WARDS_QUERY_KEY } from './guardian-keys';

/** POST /api/guardian/invitations/accept: with the signed-in account (the invited address). */
export const acceptInvitation = (input: TGuardianAcceptInput) =>
  api.post<TGuardianAcceptReply>('/api/guardian/invitations/accept', input);

/** An account without a profile is a guardian account from now on: ['me'] says so, the shell follows. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: WARDS_QUERY_KEY });
    },
  });
}
