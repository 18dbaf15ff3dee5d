import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CONNECTIONS_WITH_MAX,
  type TConnection,
  type TConnectionsWith,
} from '../../../shared/connections/connection-contract';
import { api } from '../../lib/api-client';
import { connectionWithKey } from './connection-keys';

type Waiting = { resolve: (connection: TConnection | null) => void; reject: (error: unknown) => void };

// Lookups asked for in the same turn of the event loop (a /matches page mounts 50 cards at once) wait
// here and leave as one GET /api/connections/with?user_ids=... per 50 members.
let waiting: Map<string, Waiting[]> | null = null;

async function lookUp(userIds: string[], batch: Map<string, Waiting[]>): Promise<void> {
  try {
    const query = userIds.map(encodeURIComponent).join(',');
    const answer = await api.get<TConnectionsWith>(`/api/connections/with?user_ids=${query}`);
    const byMember = new Map(answer.connections.map((c) => [c.other.user_id, c]));
    for (const id of userIds) for (const w of batch.get(id) ?? []) w.resolve(byMember.get(id) ?? null);
  } catch (error) {
    for (const id of userIds) for (const w of batch.get(id) ?? []) w.reject(error);
  }
}

function flush(): void {
  const batch = waiting;
  waiting = null;
  if (!batch) return;
  const ids = [...batch.keys()];
  for (let start = 0; start < ids.length; start += CONNECTIONS_WITH_MAX) {
    void lookUp(ids.slice(start, start + CONNECTIONS_WITH_MAX), batch);
  }
}

/** The connection with this member, whoever asked; null when there is none. Batched, see above. */
export function getConnectionWith(userId: string): Promise<TConnection | null> {
  return new Promise((resolve, reject) => {
    if (!waiting) {
      waiting = new Map();
      setTimeout(flush, 0);
    }
    const list = waiting.get(userId) ?? [];
    list.push({ resolve, reject });
    waiting.set(userId, list);
  });
}

/** Kept live by the socket (realtime-sync.ts: connection events), so it need not be refetched on every mount. */
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
