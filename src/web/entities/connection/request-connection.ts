import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TConnection,
  TConnectionReply,
  TConnectionRequest,
} from '../../../shared/connections/connection-contract';
import { api } from '../../lib/api-client';
import { MY_MEMBERSHIP_QUERY_KEY } from '../membership/membership-keys';
import { isPlanRefusal } from '../membership/plan-refusal';
import { storeConnection } from './connection-cache';

/**
 * POST /api/connections: a pending request to this member (409 CONNECTION_EXISTS when any exists); a
 * recipient id, or the whole body when it says the requester's wali is involved (issue 23 item 5).
 */
export async function requestConnection(request: string | TConnectionRequest): Promise<TConnection> {
  const body: TConnectionRequest = typeof request === 'string' ? { recipient_id: request } : request;
  const answer = await api.post<TConnectionReply>('/api/connections', body);
  return answer.connection;
}

export function useRequestConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestConnection,
    onSuccess: (connection) => {
      storeConnection(queryClient, connection);
      // A request spends a contact credit: the usage shown on /membership moved.
      void queryClient.invalidateQueries({ queryKey: MY_MEMBERSHIP_QUERY_KEY });
    },
    onError: (error) => {
      // Refused at the limit: what /membership shows may be behind the server's count.
      if (isPlanRefusal(error)) void queryClient.invalidateQueries({ queryKey: MY_MEMBERSHIP_QUERY_KEY });
    },
  });
}
