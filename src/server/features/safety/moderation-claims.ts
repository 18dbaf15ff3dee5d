import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { moderationItems } from '../../db/schema/index.ts';
import { CLAIM_EXPIRES_MINUTES } from '../../../shared/safety/moderation-contract.ts';
import { moderationRefusal } from './errors.ts';
import { findItem, isUuid, type QueueRow } from './moderation-queue.ts';

const mi = moderationItems;

/** A claim another moderator holds and still works on (younger than CLAIM_EXPIRES_MINUTES). */
export const heldByOther = (me: string, now: Date) =>
  sql`${mi.claimedBy} is not null and ${mi.claimedBy} <> ${me}
    and ${mi.claimedAt} > ${now.toISOString()}::timestamptz - make_interval(mins => ${CLAIM_EXPIRES_MINUTES})`;

/** Why a claim or a decision found no row to change: unknown, decided already, or someone else's. */
export async function refusalFor(db: Db, id: string): Promise<never> {
  const item = await findItem(db, id);
  if (!item) throw moderationRefusal('not-found');
  if (item.status === 'decided') throw moderationRefusal('decided');
  throw moderationRefusal('claimed-by-other', item.claimer_name ?? 'another moderator');
}

/**
 * POST /api/moderation/items/:id/claim: mine now, in one statement, unless another moderator holds it
 * (two never work the same item). Claiming my own claim again renews it.
 */
export async function claimItem(db: Db, me: string, id: string, now: Date): Promise<QueueRow> {
  if (!isUuid(id)) throw moderationRefusal('not-found');
  const claimed = rowsOf<{ id: string }>(
    await db.execute(sql`
      update ${mi} set claimed_by = ${me}, claimed_at = ${now.toISOString()}::timestamptz
      where ${mi.id} = ${id}::uuid and ${mi.status} = 'open' and not (${heldByOther(me, now)})
      returning id`),
  );
  if (claimed.length === 0) return refusalFor(db, id);
  return (await findItem(db, id))!;
}

/** POST /api/moderation/items/:id/release: lets go of my claim; releasing what I do not hold is fine. */
export async function releaseItem(db: Db, me: string, id: string): Promise<QueueRow> {
  if (!isUuid(id)) throw moderationRefusal('not-found');
  await db.execute(sql`
    update ${mi} set claimed_by = null, claimed_at = null
    where ${mi.id} = ${id}::uuid and ${mi.status} = 'open' and ${mi.claimedBy} = ${me}`);
  const item = await findItem(db, id);
  if (!item) throw moderationRefusal('not-found');
  return item;
}
