import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAccountState, TDeleteAccountInput } from '../../../../shared/account/account-contract';
import { apiRequest } from '../../../lib/api-client';
import { forgetSession } from './account-state';

/** DELETE /api/me {password}: schedules the deletion and ends every session, this one too. */
export function deleteAccount(input: TDeleteAccountInput): Promise<TAccountState> {
  return apiRequest<TAccountState>('DELETE', '/api/me', input);
}

/** On success the caller shows what happens next; the session is forgotten once it is done. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return {
    ...useMutation({ mutationFn: deleteAccount }),
    forgetSession: () => forgetSession(queryClient),
  };
}
