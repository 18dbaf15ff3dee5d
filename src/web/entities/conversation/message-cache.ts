import type { TMessage } from '../../../shared/connections/connection-contract';

/** A conversation as the cache holds it (['connections', 'messages', id]). */
export type Conversation = {
  /** Oldest first, each id once. */
  messages: TMessage[];
  /** Older messages exist on the server (load them with ?before=<first id>). */
  hasOlder: boolean;
  /**
   * The newest message up to which the cache is known to hold every message: set only from REST pages
   * (the latest page, a catch-up), never from a socket event or a send's answer. A catch-up asks
   * ?after=<this>, so a message missed while the socket was down is fetched even when a newer one of
   * our own arrived through POST meanwhile.
   */
  syncedThrough: string | null;
};

/**
 * Adds `incoming` to `existing` by id (never twice), keeping the server's order: created_at, and for
 * equal times the order they arrived in. Returns `existing` itself when nothing changed.
 */
export function mergeMessages(existing: TMessage[], incoming: TMessage[]): TMessage[] {
  if (incoming.length === 0) return existing;
  const index = new Map(existing.map((message, i) => [message.id, i]));
  let result: TMessage[] | null = null;
  let added = false;
  for (const message of incoming) {
    const at = index.get(message.id);
    const list: TMessage[] = result ?? existing;
    if (at === undefined) {
      result ??= [...existing];
      index.set(message.id, result.length);
      result.push(message);
      added = true;
      continue;
    }
    // A message never changes after it is stored, except that it becomes read (and never unread again).
    const current = list[at];
    if (!current || current.read_at || !message.read_at) continue;
    result ??= [...existing];
    result[at] = { ...current, read_at: message.read_at };
  }
  if (!result) return existing;
  // Array.prototype.sort is stable: equal times keep their arrival order.
  if (added) result.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
  return result;
}

export function withMessages(conversation: Conversation, incoming: TMessage[]): Conversation {
  const messages = mergeMessages(conversation.messages, incoming);
  return messages === conversation.messages ? conversation : { ...conversation, messages };
}

/**
 * `readerId` read the other member's messages at `readAt`: every message not sent by the reader, unread,
 * and created by then is now read. Returns the same object when nothing changed.
 */
export function markReadBy(conversation: Conversation, readerId: string, readAt: string): Conversation {
  let changed = false;
  const messages = conversation.messages.map((message) => {
    if (message.sender_id === readerId || message.read_at || message.created_at > readAt) return message;
    changed = true;
    return { ...message, read_at: readAt };
  });
  return changed ? { ...conversation, messages } : conversation;
}

/** The id of the newest message, the cursor of a catch-up when nothing better is known. */
export const newestId = (messages: TMessage[]) => messages.at(-1)?.id ?? null;
