import { sql } from 'drizzle-orm';
import { check, index, pgTable, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { membershipPlans, userMemberships } from './membership.ts';

/**
 * A checkout a member started (issue 19): which plan, at what price (read from the plan when it was
 * created, never from a browser), for whom. The payment provider's completion event names this row,
 * and the membership is created from it; membership_id is set then, so a second completion of the same
 * checkout changes nothing. No card data is ever stored here or anywhere else.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    /** 'sandbox' or 'stripe'. */
    provider: text('provider').notNull(),
    /** The provider's checkout id (a Stripe Checkout Session id); null for the sandbox. */
    providerRef: text('provider_ref'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('open'),
    /** The membership this checkout's completion created. */
    membershipId: text('membership_id').references(() => userMemberships.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('checkout_sessions_status_check', sql`${t.status} in ('open', 'paid', 'expired')`),
    check('checkout_sessions_amount_check', sql`${t.amountCents} >= 0`),
    uniqueIndex('checkout_sessions_provider_ref_idx').on(t.provider, t.providerRef),
    index('checkout_sessions_user_idx').on(t.userId, t.createdAt),
  ],
);
