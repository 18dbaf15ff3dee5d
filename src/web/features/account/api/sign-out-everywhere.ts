import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forgetSession } from './account-state';

/** DELETE /api/me/sessions: every session of mine ends, this one too. */
export function signOutEverywhere(): Promise<{ ended: number }> {
  return api.delete<{ ended: number }>('/api/me/sessions');
}

export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => forgetSession(queryClient),
  });
}
