import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { storeConnection } from './connection-cache';
import type { Connection } from './connection-types';

/** POST /api/connections: a pending request to this member (409 CONNECTION_EXISTS when any exists). */
export async function requestConnection(recipientId: string): Promise<Connection> {
  const answer = await api.post<{ connection: Connection }>('/api/connections', {
    recipient_id: recipientId,
  });
  return answer.connection;
}

export function useRequestConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestConnection,
    onSuccess: (connection) => storeConnection(queryClient, connection),
  });
}
