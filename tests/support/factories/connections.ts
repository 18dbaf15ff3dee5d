import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';
import { connections, messages } from '../../../src/server/db/schema/index.ts';

/** A connection stored directly, for tests about what happens once it exists (accepted by default). */
export async function buildConnection(
  db: Db,
  requesterId: string,
  recipientId: string,
  status: 'pending' | 'accepted' | 'rejected' = 'accepted',
) {
  const [row] = await db.insert(connections).values({ requesterId, recipientId, status }).returning();
  return row!;
}

/** A message stored directly in a connection, with its own client id unless one is given. */
export async function buildMessage(
  db: Db,
  connectionId: string,
  senderId: string,
  values: Partial<typeof messages.$inferInsert> = {},
) {
  const [row] = await db
    .insert(messages)
    .values({ connectionId, senderId, clientId: randomUUID(), content: 'Assalamu alaikum', ...values })
    .returning();
  return row!;
}

/** How many messages a connection has stored. */
export async function messageCount(db: Db, connectionId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(eq(messages.connectionId, connectionId));
  return Number(row?.n ?? 0);
}
