import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReadResult } from '../../../../shared/connections/connection-contract';
import { CONNECTION_LISTS_QUERY_KEY } from '../../../entities/connection/connection-keys';
import { updateConversation } from '../../../entities/conversation/conversation-updates';
import { markReadBy } from '../../../entities/conversation/message-cache';
import { MY_STATS_QUERY_KEY } from '../../../entities/member-stats/get-my-stats';
import { api } from '../../../lib/api-client';

/** POST /api/connections/:id/read: the partner's unread messages in this chat become read. */
export function markChatRead(connectionId: string): Promise<TReadResult> {
  return api.post<TReadResult>(`/api/connections/${encodeURIComponent(connectionId)}/read`, {});
}

export function useMarkChatRead(meId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markChatRead,
    onSuccess: (result, connectionId) => {
      if (!result.read_at) return;
      const readAt = result.read_at;
      updateConversation(queryClient, connectionId, (conversation) => markReadBy(conversation, meId, readAt));
      void queryClient.invalidateQueries({ queryKey: CONNECTION_LISTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: MY_STATS_QUERY_KEY });
    },
    // Spec §8: a failure to mark messages read is only logged.
    onError: (error) => console.warn('Could not mark the chat read', error),
  });
}
