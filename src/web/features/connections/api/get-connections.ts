import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TConnectionList } from '../../../../shared/connections/connection-contract';
import { connectionListKey } from '../../../entities/connection/connection-keys';
import { api } from '../../../lib/api-client';

export type ListStatus = 'accepted' | 'pending';

/** GET /api/connections?status=: newest activity first, a cursor for the next page, and the tab counts. */
export function getConnections(status: ListStatus, cursor: string | null): Promise<TConnectionList> {
  const params = new URLSearchParams({ status });
  if (cursor) params.set('cursor', cursor);
  return api.get<TConnectionList>(`/api/connections?${params.toString()}`);
}

/** Kept live by the socket (entities/connection/realtime-sync.ts); refetched on every (re)connect. */
export function connectionsQueryOptions(status: ListStatus) {
  return infiniteQueryOptions({
    queryKey: connectionListKey(status),
    queryFn: ({ pageParam }) => getConnections(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useConnections(status: ListStatus) {
  return useInfiniteQuery(connectionsQueryOptions(status));
}
