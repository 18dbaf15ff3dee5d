import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import type { TMessage } from '../../../shared/connections/connection-contract.ts';
import { presentMessage } from './message-presenter.ts';

/** Loads messages by id and presents them; runtime.ts hands it to the event bus (realtime/pg-bus.ts). */
export type MessageLoader = (ids: string[]) => Promise<Map<string, TMessage>>;

/**
 * Messages as message.created presents them, loaded by id: how an instance completes an event that was
 * too large for a NOTIFY.
 */
export async function loadPresentedMessages(db: Db, ids: string[]): Promise<Map<string, TMessage>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(messages)
    .where(inArray(messages.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, presentMessage(row)]));
}
