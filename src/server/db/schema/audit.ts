import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit trail of staff actions (issue 21 item 6): who did what to whom, what changed and when.
 * Append-only: the application only inserts (domain/audit/staff-audit.ts, in the transaction of the
 * change it records), and the database refuses UPDATE, DELETE and TRUNCATE with a trigger (migration
 * 0017). No foreign keys on purpose: a row must outlive the accounts it names (an ON DELETE SET NULL
 * would be an UPDATE, which the trigger refuses), so the e-mails at the time are kept beside the ids.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** A dotted name: role.changed, admin.granted, later user.suspended, plan.updated ... */
    action: text('action').notNull(),
    targetUserId: text('target_user_id'),
    targetEmail: text('target_email'),
    /** What changed: { before, after } or the action's own details. */
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_actions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('staff_actions_actor_idx').on(t.actorId, t.createdAt.desc()),
    index('staff_actions_target_idx').on(t.targetUserId, t.createdAt.desc()),
    index('staff_actions_action_idx').on(t.action, t.createdAt.desc()),
  ],
);
