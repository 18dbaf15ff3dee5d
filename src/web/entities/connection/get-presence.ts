import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPresence, TPresenceList } from '../../../shared/connections/connection-contract';
import { api } from '../../lib/api-client';
import { presenceKey } from './connection-keys';

/**
 * GET /api/realtime/presence?user_ids=: the snapshot; `presence` socket events keep it current after.
 * Only accepted connections get real values (anyone else reads offline, never seen).
 */
export async function getPresence(userId: string): Promise<TPresence> {
  const answer = await api.get<TPresenceList>(
    `/api/realtime/presence?user_ids=${encodeURIComponent(userId)}`,
  );
  return answer.presence[0] ?? { user_id: userId, online: false, last_seen_at: null };
}

export function presenceQueryOptions(userId: string) {
  return queryOptions({
    queryKey: presenceKey(userId),
    queryFn: () => getPresence(userId),
    staleTime: Infinity,
  });
}

export function usePresence(userId: string | null) {
  return useQuery({ ...presenceQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
