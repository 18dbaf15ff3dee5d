import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { moderationItems } from '../../db/schema/index.ts';

/**
 * Reported by several distinct members (HIDE_AFTER_DISTINCT_REPORTERS, features/safety): hidden from
 * discovery until a moderator has decided. Only discovery: profiles, chats and connections stay as
 * they are, so a wrongly reported member loses nothing but new eyes for a while. NOT EXISTS over the
 * few open items that hide someone (moderation_items_hidden_idx, partial).
 */
export const notUnderReview = (userId: PgColumn | SQL): SQL =>
  sql`not exists (select 1 from ${moderationItems} where ${moderationItems.userId} = ${userId}
    and ${moderationItems.status} = 'open' and ${moderationItems.hidesMember})`;
