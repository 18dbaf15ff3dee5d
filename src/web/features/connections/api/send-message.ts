import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ChatMessage } from '../../../lib/connections/connection-types';
import { updateConversation } from '../../../lib/connections/conversation-updates';
import { withMessages } from '../../../lib/connections/message-cache';

export type SendInput = { connectionId: string; content: string; clientId: string };

/**
 * POST /api/connections/:id/messages. `clientId` is made once per message and reused by every retry:
 * the server stores a (connection, client_id) once and answers a retry with the first message (200).
 */
export function sendMessage({ connectionId, content, clientId }: SendInput): Promise<ChatMessage> {
  return api.post<ChatMessage>(`/api/connections/${encodeURIComponent(connectionId)}/messages`, {
    content,
    client_id: clientId,
  });
}

/** The stored message joins the conversation in the cache (by id, so the socket's copy cannot double it). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      updateConversation(queryClient, message.connection_id, (conversation) =>
        withMessages(conversation, [message]),
      );
    },
  });
}
