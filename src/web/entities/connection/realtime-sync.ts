import type { InfiniteData, Query, QueryClient } from '@tanstack/react-query';
import {
  LAST_MESSAGE_PREVIEW_LENGTH,
  type TConnection,
  type TConnectionList,
  type TMessage,
  type TPresence,
  type TRealtimeEvent,
} from '../../../shared/connections/connection-contract';
import { updateConversation } from '../conversation/conversation-updates';
import { markReadBy, withMessages } from '../conversation/message-cache';
import { forgetMember } from '../member-safety/forget-member';
import { MY_STATS_QUERY_KEY } from '../member-stats/get-my-stats';
import { forgetConnection, storeConnection } from './connection-cache';
import {
  CONNECTION_LISTS_QUERY_KEY,
  CONNECTIONS_QUERY_KEY,
  PRESENCE_QUERY_KEY,
  presenceKey,
} from './connection-keys';
import { getConnection } from './get-connection';

// What the socket drives: lib/realtime/realtime-provider.tsx loads this module on the first sign-in (the
// root layout passes it as loadEventHandlers), so a visitor's first download carries none of it.

type ListData = InfiniteData<TConnectionList, string | null>;

function preview(content: string): string {
  const chars = Array.from(content);
  if (chars.length <= LAST_MESSAGE_PREVIEW_LENGTH) return content;
  return `${chars.slice(0, LAST_MESSAGE_PREVIEW_LENGTH - 1).join('')}…`;
}

/** Applies `change` to the connection `id` wherever a cached list holds it. */
function updateInLists(
  queryClient: QueryClient,
  id: string,
  change: (connection: TConnection) => TConnection,
) {
  queryClient.setQueriesData<ListData>({ queryKey: CONNECTION_LISTS_QUERY_KEY }, (data) => {
    if (!data) return data;
    let touched = false;
    const pages = data.pages.map((page) => {
      if (!page.connections.some((c) => c.id === id)) return page;
      touched = true;
      return { ...page, connections: page.connections.map((c) => (c.id === id ? change(c) : c)) };
    });
    return touched ? { ...data, pages } : data;
  });
}

function onMessageCreated(queryClient: QueryClient, message: TMessage, meId: string): void {
  updateConversation(queryClient, message.connection_id, (conversation) =>
    withMessages(conversation, [message]),
  );
  const fromPartner = message.sender_id !== meId;
  updateInLists(queryClient, message.connection_id, (connection) => ({
    ...connection,
    updated_at: message.created_at,
    last_message: {
      content: preview(message.content),
      sender_id: message.sender_id,
      created_at: message.created_at,
    },
    unread_count: connection.unread_count + (fromPartner ? 1 : 0),
  }));
  // Shown at once above; the list is ordered by latest activity, so a background refetch re-sorts it.
  void queryClient.invalidateQueries({ queryKey: CONNECTION_LISTS_QUERY_KEY });
  if (fromPartner) void queryClient.invalidateQueries({ queryKey: MY_STATS_QUERY_KEY });
}

function onMessageRead(
  queryClient: QueryClient,
  event: Extract<TRealtimeEvent, { type: 'message.read' }>,
  meId: string,
) {
  updateConversation(queryClient, event.connection_id, (conversation) =>
    markReadBy(conversation, event.reader_id, event.read_at),
  );
  if (event.reader_id !== meId) return;
  // I read them (in this tab or another): the chat's badge and the unread counter go down.
  updateInLists(queryClient, event.connection_id, (connection) => ({ ...connection, unread_count: 0 }));
  void queryClient.invalidateQueries({ queryKey: MY_STATS_QUERY_KEY });
}

async function onConnectionChanged(queryClient: QueryClient, connectionId: string, status: string) {
  if (status === 'withdrawn') {
    forgetConnection(queryClient, connectionId);
    return;
  }
  try {
    // One request tells whom it concerns, so only that member's button changes (not every card's).
    storeConnection(queryClient, await getConnection(connectionId));
  } catch {
    void queryClient.invalidateQueries({ queryKey: CONNECTIONS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: MY_STATS_QUERY_KEY });
  }
}

/** Brings the caches in line with one server event (spec §4 "Live updates"). */
export function applyRealtimeEvent(queryClient: QueryClient, event: TRealtimeEvent, meId: string): void {
  switch (event.type) {
    case 'message.created':
      onMessageCreated(queryClient, event.message, meId);
      return;
    case 'message.read':
      onMessageRead(queryClient, event, meId);
      return;
    case 'connection.created':
    case 'connection.updated':
      void onConnectionChanged(queryClient, event.connection_id, event.status);
      return;
    case 'presence': {
      const state: TPresence = {
        user_id: event.user_id,
        online: event.online,
        last_seen_at: event.last_seen_at,
      };
      queryClient.setQueryData(presenceKey(event.user_id), state);
      return;
    }
    case 'member.hidden':
      // One of us blocked the other: they leave every list, profile and chat here (an open chat with
      // them refetches, answers 404 and shows its not-found state).
      forgetMember(queryClient, event.user_id);
      return;
  }
}

/**
 * The socket was (re)attached at `readyAt`: anything cached before then may have missed events. Those
 * queries are invalidated: the open ones refetch now (a conversation's query function catches up with
 * ?after=, see features/connections/api/get-messages.ts), the others when next shown. Queries loaded
 * after the socket was ready are complete already and are left alone.
 */
export function resyncCaches(queryClient: QueryClient, readyAt: number): Promise<void> {
  const missedSome = (query: Query) =>
    query.state.fetchStatus === 'fetching' || query.state.dataUpdatedAt < readyAt;
  return Promise.all(
    [CONNECTIONS_QUERY_KEY, PRESENCE_QUERY_KEY, MY_STATS_QUERY_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, predicate: missedSome }),
    ),
  ).then(() => undefined);
}
