import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TConnection,
  TConnectionAnswer,
  TConnectionReply,
} from '../../../shared/connections/connection-contract';
import { api } from '../../lib/api-client';
import { storeConnection } from './connection-cache';

/** PATCH /api/connections/:id: the recipient accepts or declines a pending request. */
export async function answerConnection(input: { id: string } & TConnectionAnswer): Promise<TConnection> {
  const body: TConnectionAnswer = { status: input.status };
  const answer = await api.patch<TConnectionReply>(`/api/connections/${encodeURIComponent(input.id)}`, body);
  return answer.connection;
}

export function useAnswerConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerConnection,
    onSuccess: (connection) => storeConnection(queryClient, connection),
  });
}
