import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAccountState } from '../../../../shared/account/account-contract';
import { api } from '../../../lib/api-client';
import { storeAccountState } from './account-state';

/** POST /api/me/pause (paused: true) or DELETE /api/me/pause (false). */
export function setPaused(paused: boolean): Promise<TAccountState> {
  return paused ? api.post<TAccountState>('/api/me/pause') : api.delete<TAccountState>('/api/me/pause');
}

export function usePauseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPaused,
    onSuccess: (account) => storeAccountState(queryClient, account),
  });
}
