import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * When each member last signed in, for the admin users list (issue 21: "last login measured from
 * sessions"). A session row is deleted at sign-out, so the latest session cannot say it; a trigger on
 * sessions (migration 0017) upserts this row in the same transaction as every new session, so no sign-in
 * path can forget it. No row: never signed in.
 */
export const memberSignIns = pgTable('member_sign_ins', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull(),
});
