import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.ts';

/** One role row per user (upserted on user_id); no row means role user. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('user'),
    assignedBy: text('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A staff member's own gender, recorded by them (issue 23 item 3): a member may ask that a woman
     * reviews her verification selfie, and only staff who recorded 'female' may claim that review.
     */
    reviewerGender: text('reviewer_gender', { enum: ['female', 'male'] }),
  },
  (t) => [
    check('user_roles_role_check', sql`${t.role} in ('user', 'moderator', 'admin')`),
    check(
      'user_roles_reviewer_gender_check',
      sql`${t.reviewerGender} is null or ${t.reviewerGender} in ('female', 'male')`,
    ),
  ],
);
