import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.ts';

/**
 * What a member decided about their own account (issue 23 item 7): a row while the account is paused
 * or its deletion is scheduled, and kept once it was erased (`erased_at`, so the sweep erases once and
 * the partners of its chats read 'Deleted member'). No row: the account is as usual. The visibility
 * rule (domain/member/account-holds.ts) hides every member with a row from everyone else.
 */
export const memberAccountControls = pgTable(
  'member_account_controls',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Paused by the member: hidden from discovery and new requests; chats keep working. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    /** 14 days after the request: the sweep erases the account then, unless the member cancelled. */
    deletionDueAt: timestamp('deletion_due_at', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    // The sweep's question: scheduled, not yet erased, due.
    index('member_account_controls_deletion_due_idx')
      .on(t.deletionDueAt)
      .where(sql`${t.deletionDueAt} is not null and ${t.erasedAt} is null`),
  ],
);
