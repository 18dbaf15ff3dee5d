import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CONNECTION_LISTS_QUERY_KEY } from '../../../lib/connections/connection-keys';
import { updateConversation } from '../../../lib/connections/conversation-updates';
import { markReadBy } from '../../../lib/connections/message-cache';
import { MY_STATS_QUERY_KEY } from '../../../lib/my-stats';

export type ReadResult = { read: number; read_at: string | null };

/** POST /api/connections/:id/read: the partner's unread messages in this chat become read. */
export function markChatRead(connectionId: string): Promise<ReadResult> {
  return api.post<ReadResult>(`/api/connections/${encodeURIComponent(connectionId)}/read`, {});
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
