/**
 * Every cache key of connections and chat, in one place: the socket's cache updates (realtime-sync.ts),
 * the connection button and the connections feature all invalidate or update by these exported keys.
 */
export const CONNECTIONS_QUERY_KEY = ['connections'] as const;

/** The /messages lists: ['connections', 'list', status]. */
export const CONNECTION_LISTS_QUERY_KEY = ['connections', 'list'] as const;
export const connectionListKey = (status: 'accepted' | 'pending') =>
  [...CONNECTION_LISTS_QUERY_KEY, status] as const;

/** The state of the connection with one member (null: none): ['connections', 'with', userId]. */
export const CONNECTION_WITH_QUERY_KEY = ['connections', 'with'] as const;
export const connectionWithKey = (userId: string) => [...CONNECTION_WITH_QUERY_KEY, userId] as const;

/** One connection by id: ['connections', 'detail', id]. */
export const CONNECTION_DETAIL_QUERY_KEY = ['connections', 'detail'] as const;
export const connectionDetailKey = (id: string) => [...CONNECTION_DETAIL_QUERY_KEY, id] as const;

/** A conversation: ['connections', 'messages', connectionId]. */
export const CONVERSATIONS_QUERY_KEY = ['connections', 'messages'] as const;
export const conversationKey = (connectionId: string) => [...CONVERSATIONS_QUERY_KEY, connectionId] as const;

/** A member's online state: ['presence', userId]. */
export const PRESENCE_QUERY_KEY = ['presence'] as const;
export const presenceKey = (userId: string) => [...PRESENCE_QUERY_KEY, userId] as const;
