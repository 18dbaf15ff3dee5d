import { useEffect, useRef } from 'react';
import type { TMessage } from '../../../../shared/connections/connection-contract';
import { useDocumentVisible } from '../../../lib/use-document-visible';
import { useMarkChatRead } from '../api/mark-read';

/**
 * Opening the chat marks the partner's unread messages read (spec §4), and so does every new one that
 * arrives while the chat is open and the tab is visible. One request per newest unread message.
 */
export function useMarkRead(connectionId: string, meId: string, messages: readonly TMessage[] | undefined) {
  const { mutate } = useMarkChatRead(meId);
  const visible = useDocumentVisible();
  const asked = useRef<string | null>(null);
  const newestUnread = messages?.findLast((m) => m.sender_id !== meId && !m.read_at)?.id ?? null;

  useEffect(() => {
    if (!visible || !newestUnread || asked.current === newestUnread) return;
    asked.current = newestUnread;
    mutate(connectionId);
  }, [visible, newestUnread, connectionId, mutate]);
}
