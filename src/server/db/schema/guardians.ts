import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { connections } from './connections.ts';

/**
 * A member's guardian (wali, parent, trusted relative; issue 23 item 5). The member invites an e-mail
 * address ('invited', with a hashed one-time token that expires); the guardian signs in or creates a
 * guardian account with that address and accepts ('accepted', guardian_id set); the member confirms
 * ('active'). Only an active guardian reads the member's connections and conversations, read-only. The
 * member can revoke at any stage ('revoked'); an account's deletion revokes too (guardian_id set null by
 * the foreign key, status by the service).
 */
export const memberGuardians = pgTable(
  'member_guardians',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address invited, lower-cased; the accepting account must have it. */
    email: text('email').notNull(),
    /** The guardian's first name as the member gave it (shown to the member's partners). */
    name: text('name').notNull(),
    relationship: text('relationship').notNull(),
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    status: text('status', { enum: ['invited', 'accepted', 'active', 'revoked'] })
      .notNull()
      .default('invited'),
    guardianId: text('guardian_id').references(() => users.id, { onDelete: 'set null' }),
    /** The guardian receives a weekly summary e-mail (their choice, on acceptance or later). */
    weeklySummary: boolean('weekly_summary').notNull().default(false),
    lastSummaryAt: timestamp('last_summary_at', { withTimezone: true }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('member_guardians_status_check', sql`${t.status} in ('invited', 'accepted', 'active', 'revoked')`),
    check('member_guardians_name_check', sql`char_length(${t.name}) between 1 and 50`),
    check('member_guardians_email_check', sql`char_length(${t.email}) between 3 and 254`),
    check(
      'member_guardians_not_self_check',
      sql`${t.guardianId} is null or ${t.guardianId} <> ${t.memberId}`,
    ),
    // One live invitation or guardianship per member and address.
    uniqueIndex('member_guardians_live_email_idx')
      .on(t.memberId, t.email)
      .where(sql`${t.status} in ('invited', 'accepted', 'active')`),
    index('member_guardians_member_idx').on(t.memberId, t.invitedAt.desc()),
    // A guardian's wards (routes, the realtime hub).
    index('member_guardians_guardian_idx')
      .on(t.guardianId, t.memberId)
      .where(sql`${t.status} in ('accepted', 'active')`),
    // The weekly summary's question.
    index('member_guardians_summary_due_idx')
      .on(t.lastSummaryAt)
      .where(sql`${t.status} = 'active' and ${t.weeklySummary}`),
  ],
);

/**
 * Every read a guardian made of a ward's connections or conversations (and each live view opened),
 * shown to the member. Append-only; kept while the guardianship row exists.
 */
export const guardianAccessLog = pgTable(
  'guardian_access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guardianshipId: uuid('guardianship_id')
      .notNull()
      .references(() => memberGuardians.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guardianId: text('guardian_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['connections', 'conversation', 'live'] }).notNull(),
    connectionId: uuid('connection_id').references(() => connections.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('guardian_access_log_kind_check', sql`${t.kind} in ('connections', 'conversation', 'live')`),
    index('guardian_access_log_member_idx').on(t.memberId, t.createdAt.desc(), t.id),
    index('guardian_access_log_guardianship_idx').on(t.guardianshipId, t.createdAt.desc()),
  ],
);
