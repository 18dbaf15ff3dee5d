import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { memberBlocks } from './schema/index.ts';

/**
 * The block rule for a pair named by two columns (a connection's two members): neither blocked the
 * other. Lives at the bottom so that realtime presence (plumbing) and the domain's visibility rule
 * (domain/member/member-blocks.ts, which re-exports it) share one spelling.
 */
export const pairNotBlocked = (a: PgColumn | SQL, b: PgColumn | SQL): SQL =>
  sql`not exists (select 1 from ${memberBlocks} where (${memberBlocks.blockerId} = ${a} and ${memberBlocks.blockedId} = ${b})
    or (${memberBlocks.blockerId} = ${b} and ${memberBlocks.blockedId} = ${a}))`;
