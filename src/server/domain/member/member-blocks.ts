import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { memberBlocks } from '../../db/schema/index.ts';

/**
 * The block rule (issue 23): when either of two members blocked the other, neither sees the other
 * anywhere. Part of the visibility rule (member-visibility.ts) and of the connections, chats and
 * presence of a pair. Written as two NOT EXISTS probes, one per direction, each a lookup on an index
 * that starts with the viewer's id (the primary key, member_blocks_blocked_idx): a member has blocked a
 * handful of others, so the planner hashes those few ids when it scans many members.
 */
export const notBlockedWith = (viewerId: string, other: PgColumn | SQL): SQL =>
  sql`not exists (select 1 from ${memberBlocks} where ${memberBlocks.blockerId} = ${viewerId} and ${memberBlocks.blockedId} = ${other})
    and not exists (select 1 from ${memberBlocks} where ${memberBlocks.blockedId} = ${viewerId} and ${memberBlocks.blockerId} = ${other})`;

/** The rule for a pair named by two columns (a connection's two members). */
export { pairNotBlocked } from '../../db/block-pairs.ts';

/** Is either of the two blocking the other now? */
export async function isBlockedBetween(db: Pick<Db, 'select'>, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ blockerId: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blockerId, a), eq(memberBlocks.blockedId, b)),
        and(eq(memberBlocks.blockerId, b), eq(memberBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
