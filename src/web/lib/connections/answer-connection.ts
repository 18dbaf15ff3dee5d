import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { storeConnection } from './connection-cache';
import type { Connection } from './connection-types';

export type ConnectionAnswer = 'accepted' | 'rejected';

/** PATCH /api/connections/:id: the recipient accepts or declines a pending request. */
export async function answerConnection(input: { id: string; status: ConnectionAnswer }): Promise<Connection> {
  const answer = await api.patch<{ connection: Connection }>(
    `/api/connections/${encodeURIComponent(input.id)}`,
    { status: input.status },
  );
  return answer.connection;
}

export function useAnswerConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerConnection,
    onSuccess: (connection) => storeConnection(queryClient, connection),
  });
}
