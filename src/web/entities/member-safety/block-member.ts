import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBlockState } from '../../../shared/safety/safety-contract';
import { api } from '../../lib/api-client';
import { forgetMember } from './forget-member';
import { BLOCKS_QUERY_KEY } from './safety-keys';

/** PUT /api/blocks/:userId (idempotent): 400 for oneself, 404 for a member who does not exist. */
export function blockMember(userId: string): Promise<TBlockState> {
  return api.put<TBlockState>(`/api/blocks/${encodeURIComponent(userId)}`);
}

/** Blocks, then drops the member from every cached list, page and chat (the server hides them too). */
export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockMember,
    onSuccess: (_state, userId) => {
      forgetMember(queryClient, userId);
      void queryClient.invalidateQueries({ queryKey: BLOCKS_QUERY_KEY });
    },
  });
}
