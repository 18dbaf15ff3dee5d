import type { TConnection } from '../../../shared/connections/connection-contract';

/**
 * What a member can do about another: ask (none), wait (sent), answer (received), talk (connected).
 * A declined request stays "sent" for the member who asked: nobody is told in so many words that they
 * were declined, and a new request would be refused anyway (one connection per pair, spec §4).
 */
export type ConnectionState = 'none' | 'sent' | 'received' | 'connected' | 'declined';

export function connectionState(connection: TConnection | null): ConnectionState {
  if (!connection) return 'none';
  if (connection.status === 'accepted') return 'connected';
  const asked = connection.direction === 'outgoing';
  if (connection.status === 'pending') return asked ? 'sent' : 'received';
  return asked ? 'sent' : 'declined';
}

/** Where a conversation opens: /chat/{connectionId}?with={userId}. */
export const chatPath = (connectionId: string, userId: string) =>
  `/chat/${encodeURIComponent(connectionId)}?with=${encodeURIComponent(userId)}`;
