import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBlockState } from '../../../shared/safety/safety-contract';
import { api } from '../../lib/api-client';
import { forgetMember } from './forget-member';
import { BLOCKS_QUERY_KEY } from './safety-keys';

/** DELETE /api/blocks/:userId: `{ blocked: false }` (also when there was no block). */
export function unblockMember(userId: string): Promise<TBlockState> {
  return api.delete<TBlockState>(`/api/blocks/${encodeURIComponent(userId)}`);
}

/**
 * Unblocks. The member may show up again wherever the rules allow, so the same caches a block drops are
 * read again; the blocked list refetches.
 */
export function useUnblockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockMember,
    onSuccess: (_state, userId) => {
      forgetMember(queryClient, userId);
      void queryClient.invalidateQueries({ queryKey: BLOCKS_QUERY_KEY });
    },
  });
}
