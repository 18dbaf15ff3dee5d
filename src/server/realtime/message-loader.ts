import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { messages } from '../db/schema/index.ts';
import { presentMessage, type PresentedMessage } from './events.ts';

/**
 * Messages as message.created presents them, loaded by id: how an instance completes an event that was
 * too large for a NOTIFY.
 */
export async function loadPresentedMessages(db: Db, ids: string[]): Promise<Map<string, PresentedMessage>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(messages)
    .where(inArray(messages.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, presentMessage(row)]));
}
