import { and, count, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { connections, messages } from '../../db/schema/index.ts';
import { pairNotBlocked } from '../member/member-blocks.ts';

/**
 * What "unread" means everywhere (dashboard card, chat list badges): a message whose read_at is empty,
 * sent by the other member, in an accepted connection the member belongs to (spec §7) and neither of
 * its members blocked the other (the chat is hidden, so its messages do not wait). The query joins
 * messages to connections; messages_unread_idx (partial, read_at is null) serves it.
 */
export function unreadFor(userId: string): SQL {
  return and(
    isNull(messages.readAt),
    ne(messages.senderId, userId),
    eq(connections.status, 'accepted'),
    or(eq(connections.requesterId, userId), eq(connections.recipientId, userId)),
    pairNotBlocked(connections.requesterId, connections.recipientId),
  ) as SQL;
}

export async function countUnreadMessages(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(connections, eq(connections.id, messages.connectionId))
    .where(unreadFor(userId));
  return row?.n ?? 0;
}

/** Unread counts of some of the member's connections; connections with none are absent from the map. */
export async function unreadCountsByConnection(
  db: Db,
  userId: string,
  connectionIds: readonly string[],
): Promise<Map<string, number>> {
  if (connectionIds.length === 0) return new Map();
  const rows = await db
    .select({ connectionId: messages.connectionId, n: count() })
    .from(messages)
    .innerJoin(connections, eq(connections.id, messages.connectionId))
    .where(and(unreadFor(userId), inArray(messages.connectionId, [...connectionIds])))
    .groupBy(messages.connectionId);
  return new Map(rows.map((r) => [r.connectionId, r.n]));
}
