import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { connections } from '../../db/schema/index.ts';

/**
 * /matches leaves out every member with whom I have a declined request, whichever of us asked (status
 * 'rejected'): a discovery surface offering someone who said no, or whom I said no to, is not a match
 * anyone believes. Browse, favourites and profiles still show them (spec §7 lists every browsable
 * profile), so this is a discovery rule, not member visibility.
 *
 * Written as NOT IN over my declined partners: PostgreSQL reads my few connections once (by the
 * requester and recipient indexes) and hashes them, so the scan of every candidate stays index-only
 * and pays one hash probe a row. Both id columns are NOT NULL, so NOT IN has no null trap.
 */
export function notDeclinedWith(userId: PgColumn, viewerId: string): SQL {
  return sql`${userId} not in (
    select case when d.requester_id = ${viewerId} then d.recipient_id else d.requester_id end
    from ${connections} d
    where (d.requester_id = ${viewerId} or d.recipient_id = ${viewerId}) and d.status = 'rejected')`;
}
