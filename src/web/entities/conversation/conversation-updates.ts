import type { QueryClient } from '@tanstack/react-query';
import { conversationKey } from '../connection/connection-keys';
import type { Conversation } from './message-cache';

type Change = (conversation: Conversation) => Conversation;

/**
 * Changes that reach a conversation while it loads (a socket event, a send's answer): the load's
 * answer may have been read before them, and would replace the cache they were applied to. Kept per
 * conversation, only while its load runs, and applied again to what the load returns.
 */
const landedWhileLoading = new WeakMap<QueryClient, Map<string, Change[]>>();

function pendingFor(queryClient: QueryClient): Map<string, Change[]> {
  let pending = landedWhileLoading.get(queryClient);
  if (!pending) {
    pending = new Map();
    landedWhileLoading.set(queryClient, pending);
  }
  return pending;
}

/** Applies `change` to the cached conversation, and to the answer of a load running now. */
export function updateConversation(queryClient: QueryClient, connectionId: string, change: Change): void {
  queryClient.setQueryData<Conversation>(conversationKey(connectionId), (conversation) =>
    conversation ? change(conversation) : conversation,
  );
  pendingFor(queryClient).get(connectionId)?.push(change);
}

/**
 * Runs a conversation's load and returns its answer with every change that landed meanwhile. Each
 * change is idempotent (messages merge by id, a read never becomes unread), so one the answer already
 * holds is harmless.
 */
export async function loadKeepingUpdates(
  queryClient: QueryClient,
  connectionId: string,
  load: () => Promise<Conversation>,
): Promise<Conversation> {
  const pending = pendingFor(queryClient);
  const landed: Change[] = [];
  pending.set(connectionId, landed);
  try {
    const loaded = await load();
    return landed.reduce((conversation, change) => change(conversation), loaded);
  } finally {
    if (pending.get(connectionId) === landed) pending.delete(connectionId);
  }
}
