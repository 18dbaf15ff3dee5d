import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.ts';

/**
 * Members an admin suspended (issue 21): a row while the suspension lasts, removed on reinstatement
 * (the audit trail keeps the history). A suspended member cannot sign in and is seen by nobody: the
 * visibility rule (domain/member/member-suspension.ts) leaves them out of every list and lookup.
 */
export const memberSuspensions = pgTable(
  'member_suspensions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** The admin who suspended; kept as text so the row outlives their account. */
    suspendedBy: text('suspended_by').notNull(),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }).notNull().defaultNow(),
    /** A moderator's suspension for a time (issue 23): the sweep lifts it then. Null: until lifted. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    check('member_suspensions_reason_check', sql`char_length(${t.reason}) between 1 and 500`),
    index('member_suspensions_ends_idx').on(t.endsAt),
  ],
);
