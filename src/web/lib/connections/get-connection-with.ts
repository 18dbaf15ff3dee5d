import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../api-client';
import { connectionWithKey } from './connection-keys';
import type { Connection } from './connection-types';

/** GET /api/connections/with/:userId: the connection with this member, whoever asked; null when none (404). */
export async function getConnectionWith(userId: string): Promise<Connection | null> {
  try {
    const answer = await api.get<{ connection: Connection }>(
      `/api/connections/with/${encodeURIComponent(userId)}`,
    );
    return answer.connection;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Kept live by lib/realtime (connection events), so it need not be refetched on every mount. */
export function connectionWithQueryOptions(userId: string) {
  return queryOptions({
    queryKey: connectionWithKey(userId),
    queryFn: () => getConnectionWith(userId),
    staleTime: 5 * 60_000,
  });
}

export function useConnectionWith(userId: string, enabled = true) {
  return useQuery({ ...connectionWithQueryOptions(userId), enabled });
}
