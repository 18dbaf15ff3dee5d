import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { connectionDetailKey } from './connection-keys';
import type { Connection } from './connection-types';

/** GET /api/connections/:id: one of my connections, whatever its status (404 for anyone else's). */
export async function getConnection(id: string): Promise<Connection> {
  const answer = await api.get<{ connection: Connection }>(`/api/connections/${encodeURIComponent(id)}`);
  return answer.connection;
}

export function connectionQueryOptions(id: string) {
  return queryOptions({ queryKey: connectionDetailKey(id), queryFn: () => getConnection(id) });
}

export function useConnection(id: string) {
  return useQuery(connectionQueryOptions(id));
}
