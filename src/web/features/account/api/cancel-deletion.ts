import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAccountState } from '../../../../shared/account/account-contract';
import { api } from '../../../lib/api-client';
import { storeAccountState } from './account-state';

/** DELETE /api/me/deletion: keeps the account (a pause stays). */
export function cancelDeletion(): Promise<TAccountState> {
  return api.delete<TAccountState>('/api/me/deletion');
}

export function useCancelDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDeletion,
    onSuccess: (account) => storeAccountState(queryClient, account),
  });
}
