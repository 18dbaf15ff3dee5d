import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The pose a member was asked to copy in their verification selfie (issue 23 item 3): chosen at random
 * by the server when the member opens the verification screen, so nobody picks an easy one or reuses an
 * old photo. One row per member, replaced when a new pose is drawn.
 */
export const verificationChallenges = pgTable('verification_challenges', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pose: text('pose').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A verification request: the selfie (a private storage key, never served to members), the pose it
 * copies, and staff's decision. A moderator claims a pending request (two never review the same one),
 * compares the selfie with the profile photos and approves (profiles.verified_at) or refuses with a
 * reason. `woman_reviewer`: the member asked that a woman reviews it; only staff whose reviewer_gender
 * is 'female' may claim it. The selfie file is erased 30 days after the decision (selfie_key null,
 * selfie_erased_at stamped) by a sweep step.
 */
export const memberVerifications = pgTable(
  'member_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pose: text('pose').notNull(),
    selfieKey: text('selfie_key'),
    status: text('status', { enum: ['pending', 'approved', 'refused'] })
      .notNull()
      .default('pending'),
    womanReviewer: boolean('woman_reviewer').notNull().default(false),
    claimedBy: text('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    selfieErasedAt: timestamp('selfie_erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('member_verifications_status_check', sql`${t.status} in ('pending', 'approved', 'refused')`),
    check('member_verifications_decision_check', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
    check('member_verifications_reason_check', sql`char_length(${t.decisionReason}) <= 1000`),
    // At most one request waits per member.
    uniqueIndex('member_verifications_pending_member_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    // The staff queue, oldest first.
    index('member_verifications_queue_idx').on(t.status, t.createdAt, t.id),
    // A member's own history, newest first.
    index('member_verifications_member_idx').on(t.userId, t.createdAt.desc()),
    // The sweep's question: decided, selfie still stored.
    index('member_verifications_selfie_due_idx')
      .on(t.decidedAt)
      .where(sql`${t.selfieKey} is not null and ${t.status} <> 'pending'`),
  ],
);
