import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { TConnection, TConnectionList } from '../../../shared/connections/connection-contract';
import {
  CONNECTION_DETAIL_QUERY_KEY,
  CONNECTION_LISTS_QUERY_KEY,
  connectionDetailKey,
  connectionWithKey,
  conversationKey,
  presenceKey,
} from '../connection/connection-keys';
import { MY_STATS_QUERY_KEY } from '../member-stats/get-my-stats';
import {
  DISCOVERY_QUERY_KEY,
  PROFILE_DETAIL_QUERY_KEY,
  VIEWERS_QUERY_KEY,
} from '../member/member-query-keys';

/** The ids of my connections with `userId` that the cache knows of (lists, look-ups, open chats). */
function connectionIdsWith(queryClient: QueryClient, userId: string): Set<string> {
  const ids = new Set<string>();
  const add = (connection: TConnection | null | undefined) => {
    if (connection?.other.user_id === userId) ids.add(connection.id);
  };
  add(queryClient.getQueryData<TConnection | null>(connectionWithKey(userId)));
  for (const [, data] of queryClient.getQueriesData<TConnection>({ queryKey: CONNECTION_DETAIL_QUERY_KEY }))
    add(data);
  for (const [, data] of queryClient.getQueriesData<InfiniteData<TConnectionList>>({
    queryKey: CONNECTION_LISTS_QUERY_KEY,
  })) {
    for (const page of data?.pages ?? []) for (const connection of page.connections) add(connection);
  }
  return ids;
}

/**
 * A block between me and `userId` (mine, or theirs through the socket's member.hidden): they leave every
 * list, page and chat here at once. The lists and pages refetch from the server, which no longer shows
 * them (an open profile or chat with them answers 404 and shows its not-found state); their presence
 * is forgotten.
 */
export function forgetMember(queryClient: QueryClient, userId: string): void {
  const ids = connectionIdsWith(queryClient, userId);
  queryClient.removeQueries({ queryKey: presenceKey(userId) });
  const stale = [
    DISCOVERY_QUERY_KEY,
    VIEWERS_QUERY_KEY,
    [...PROFILE_DETAIL_QUERY_KEY, userId],
    CONNECTION_LISTS_QUERY_KEY,
    connectionWithKey(userId),
    MY_STATS_QUERY_KEY,
    ...[...ids].flatMap((id) => [connectionDetailKey(id), conversationKey(id)]),
  ];
  for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
}
