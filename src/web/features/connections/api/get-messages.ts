import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TMessagePage } from '../../../../shared/connections/connection-contract';
import { conversationKey } from '../../../entities/connection/connection-keys';
import { loadKeepingUpdates } from '../../../entities/conversation/conversation-updates';
import { markReadBy, mergeMessages, type Conversation } from '../../../entities/conversation/message-cache';
import { api, ApiError } from '../../../lib/api-client';

type Cursor = { before: string } | { after: string } | null;

/** GET /api/connections/:id/messages, oldest first: the newest page, ?before= older, ?after= newer. */
export function getMessages(connectionId: string, cursor: Cursor): Promise<TMessagePage> {
  const query = cursor ? `?${new URLSearchParams(cursor).toString()}` : '';
  return api.get<TMessagePage>(`/api/connections/${encodeURIComponent(connectionId)}/messages${query}`);
}

/** After this many catch-up pages (500 messages each) start over from the newest page instead. */
const CATCH_UP_PAGES = 4;

async function latest(connectionId: string): Promise<Conversation> {
  const page = await getMessages(connectionId, null);
  return {
    messages: page.messages,
    hasOlder: page.has_more,
    syncedThrough: page.messages.at(-1)?.id ?? null,
  };
}

/**
 * Loads a conversation, or brings a cached one up to date: with a cache, it asks only for what came
 * after `syncedThrough` (?after=) and merges by id, so a message is never lost across a reconnect and
 * never shown twice; the partner's read receipt in that answer marks my messages read that were read
 * meanwhile. This is what runs when the socket's resync (entities/connection/realtime-sync.ts)
 * invalidates the conversation on a (re)connect.
 */
export async function loadConversation(
  queryClient: QueryClient,
  connectionId: string,
): Promise<Conversation> {
  const cached = queryClient.getQueryData<Conversation>(conversationKey(connectionId));
  if (!cached?.syncedThrough) return latest(connectionId);
  let current = cached;
  let after: string = cached.syncedThrough;
  try {
    for (let i = 0; i < CATCH_UP_PAGES; i += 1) {
      const page = await getMessages(connectionId, { after });
      const last = page.messages.at(-1)?.id ?? after;
      current = { ...current, messages: mergeMessages(current.messages, page.messages), syncedThrough: last };
      // A message.read missed while the socket was down: my messages the partner has read since.
      const receipt = page.read_receipt;
      if (receipt) current = markReadBy(current, receipt.reader_id, receipt.read_at);
      if (!page.has_more) return current;
      after = last;
    }
  } catch (error) {
    // 400: the cursor is unknown to the server; anything else is a real failure.
    if (!(error instanceof ApiError && error.status === 400)) throw error;
  }
  return latest(connectionId);
}

export function conversationQueryOptions(queryClient: QueryClient, connectionId: string) {
  return queryOptions({
    queryKey: conversationKey(connectionId),
    // A message or reading that arrives while this runs is kept: the answer may predate it.
    queryFn: () =>
      loadKeepingUpdates(queryClient, connectionId, () => loadConversation(queryClient, connectionId)),
    // Live through the socket, caught up on every reconnect: no refetch on focus or mount.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useConversation(connectionId: string) {
  const queryClient = useQueryClient();
  return useQuery(conversationQueryOptions(queryClient, connectionId));
}

/** Prepends the page before the oldest cached message (scrolling up); returns false when there is none. */
export async function loadOlderMessages(queryClient: QueryClient, connectionId: string): Promise<boolean> {
  const key = conversationKey(connectionId);
  const oldest = queryClient.getQueryData<Conversation>(key)?.messages[0]?.id;
  if (!oldest) return false;
  const page = await getMessages(connectionId, { before: oldest });
  queryClient.setQueryData<Conversation>(key, (conversation) =>
    conversation
      ? {
          ...conversation,
          messages: mergeMessages(conversation.messages, page.messages),
          hasOlder: page.has_more,
        }
      : conversation,
  );
  return page.has_more;
}
