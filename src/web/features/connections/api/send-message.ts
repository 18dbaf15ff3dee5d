import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessage, TSendMessage } from '../../../../shared/connections/connection-contract';
import { updateConversation } from '../../../entities/conversation/conversation-updates';
import { withMessages } from '../../../entities/conversation/message-cache';
import { api } from '../../../lib/api-client';

export type SendInput = {
  connectionId: string;
  content: string;
  clientId: string;
  /** The member saw the off-platform warning and sends anyway (otherwise such a text answers 409). */
  confirmOffPlatform?: boolean;
};

/**
 * POST /api/connections/:id/messages. `clientId` is made once per message and reused by every retry:
 * the server stores a (connection, client_id) once and answers a retry with the first message (200).
 */
export function sendMessage({
  connectionId,
  content,
  clientId,
  confirmOffPlatform,
}: SendInput): Promise<TMessage> {
  const body: TSendMessage = { content, client_id: clientId };
  if (confirmOffPlatform) body.confirm_off_platform = true;
  return api.post<TMessage>(`/api/connections/${encodeURIComponent(connectionId)}/messages`, body);
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
