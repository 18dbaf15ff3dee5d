import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { memberSuspensions } from '../../db/schema/index.ts';

/**
 * The suspension rule (issue 21): a suspended member is seen by nobody. Part of the visibility rule
 * (member-visibility.ts), and of the connections and chats lists, which show the other member of a
 * pair. Written as NOT EXISTS over member_suspensions (a handful of rows): an anti-join, which the
 * planner runs as a hash over the few suspended ids when it scans many members, or one key probe a row
 * when it walks an ordered index for a page.
 */
export const notSuspended = (userId: PgColumn | SQL): SQL =>
  sql`not exists (select 1 from ${memberSuspensions} where ${memberSuspensions.userId} = ${userId})`;

export async function isSuspended(db: Pick<Db, 'select'>, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: memberSuspensions.userId })
    .from(memberSuspensions)
    .where(eq(memberSuspensions.userId, userId))
    .limit(1);
  return rows.length > 0;
}
