import type { TMessage } from '../../../../shared/connections/connection-contract';
import type { Draft } from './use-outbox';

export type ItemState = 'received' | 'sent' | 'seen' | 'sending' | 'failed';

/** One bubble: a stored message, or a draft the server has not confirmed. */
export type ChatItem = {
  key: string;
  clientId: string;
  created_at: string;
  content: string;
  mine: boolean;
  state: ItemState;
  /** A received message that asks to move off Mithaq or mentions money: the safety notice goes under it. */
  safetyNotice: boolean;
};

/**
 * The stored messages in order, then the drafts (newest last). A draft whose client_id is already
 * among the stored messages is that message: it is shown once, as stored.
 */
export function chatItems(messages: readonly TMessage[], drafts: readonly Draft[], meId: string): ChatItem[] {
  const stored = new Set(messages.map((m) => m.client_id));
  const items: ChatItem[] = messages.map((m) => {
    const mine = m.sender_id === meId;
    return {
      key: m.id,
      clientId: m.client_id,
      created_at: m.created_at,
      content: m.content,
      mine,
      state: mine ? (m.read_at ? 'seen' : 'sent') : 'received',
      safetyNotice: !mine && m.safety_notice === true,
    };
  });
  for (const draft of drafts) {
    if (stored.has(draft.clientId)) continue;
    items.push({
      key: `draft:${draft.clientId}`,
      clientId: draft.clientId,
      created_at: draft.createdAt,
      content: draft.content,
      mine: true,
      state: draft.status,
      safetyNotice: false,
    });
  }
  return items;
}
