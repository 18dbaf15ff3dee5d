import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TConnection, TConnectionReply } from '../../../shared/connections/connection-contract';
import { api } from '../../lib/api-client';
import { connectionDetailKey } from './connection-keys';

/** GET /api/connections/:id: one of my connections, whatever its status (404 for anyone else's). */
export async function getConnection(id: string): Promise<TConnection> {
  const answer = await api.get<TConnectionReply>(`/api/connections/${encodeURIComponent(id)}`);
  return answer.connection;
}

export function connectionQueryOptions(id: string) {
  return queryOptions({ queryKey: connectionDetailKey(id), queryFn: () => getConnection(id) });
}

export function useConnection(id: string) {
  return useQuery(connectionQueryOptions(id));
}
