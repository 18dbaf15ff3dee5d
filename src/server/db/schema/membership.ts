import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Membership (issue 19; membership-admin-cms.md §3): plans with their entitlements, each member's
 * membership, usage counts per feature and period, payments, and the payment provider's events already
 * applied. Money is integer cents with a currency; amounts are only ever read from here, never from a
 * browser.
 */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    badgeIcon: text('badge_icon'),
    billingModel: text('billing_model').notNull().default('recurring'),
    billingPeriod: text('billing_period'),
    priceCents: integer('price_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    trialDays: integer('trial_days').notNull().default(0),
    trialPriceCents: integer('trial_price_cents').notNull().default(0),
    signupFeeCents: integer('signup_fee_cents').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    /** The provider's price for this plan (a Stripe price id), when it has one. */
    providerPriceRef: text('provider_price_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'membership_plans_billing_model_check',
      sql`${t.billingModel} in ('recurring', 'one-time', 'lifetime')`,
    ),
    check(
      'membership_plans_billing_period_check',
      sql`${t.billingPeriod} is null or ${t.billingPeriod} in ('weekly', 'monthly', 'quarterly', 'annual')`,
    ),
    check(
      'membership_plans_amounts_check',
      sql`${t.priceCents} >= 0 and ${t.trialPriceCents} >= 0 and ${t.signupFeeCents} >= 0 and ${t.trialDays} >= 0`,
    ),
    index('membership_plans_active_order_idx').on(t.isActive, t.displayOrder),
  ],
);

export const membershipEntitlements = pgTable(
  'membership_entitlements',
  {
    planId: text('plan_id')
      .notNull()
      .references(() => membershipPlans.id, { onDelete: 'cascade' }),
    featureKey: text('feature_key').notNull(),
    featureValue: text('feature_value').notNull(),
    resetPeriod: text('reset_period').notNull().default('never'),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.featureKey] }),
    check(
      'membership_entitlements_reset_period_check',
      sql`${t.resetPeriod} in ('daily', 'weekly', 'monthly', 'never')`,
    ),
  ],
);

export const userMemberships = pgTable(
  'user_memberships',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    status: text('status').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The end of the paid (or trial) period; null for a lifetime plan. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    autoRenew: boolean('auto_renew').notNull().default(false),
    /** 'sandbox' or 'stripe'. */
    provider: text('provider').notNull(),
    /** The provider's subscription (recurring) or payment (one-time) id. */
    providerRef: text('provider_ref'),
    /** past_due: access ends at this time unless a payment arrives first. */
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    /** When the member (or the provider) cancelled it; null again if it was resumed. Churn counts this. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the provider created the newest event applied here: an older event never overwrites it. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_memberships_status_check', sql`${t.status} in ('active', 'past_due', 'cancelled', 'ended')`),
    // At most one current membership per member: a unique index, not a check in code.
    uniqueIndex('user_memberships_one_current_idx')
      .on(t.userId)
      .where(sql`${t.status} <> 'ended'`),
    uniqueIndex('user_memberships_provider_ref_idx').on(t.provider, t.providerRef),
    // The admin's Members list and its export: newest first, by keyset (features/admin/members-service.ts).
    index('user_memberships_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('user_memberships_ends_at_idx')
      .on(t.endsAt)
      .where(sql`${t.status} <> 'ended'`),
  ],
);

/** How much of a counted feature a member used in the period that ends at period_end (null: never). */
export const membershipUsage = pgTable(
  'membership_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    featureKey: text('feature_key').notNull(),
    usageCount: integer('usage_count').notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.featureKey] }),
    check('membership_usage_count_check', sql`${t.usageCount} >= 0`),
  ],
);

export const membershipTransactions = pgTable(
  'membership_transactions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    membershipId: text('membership_id').references(() => userMemberships.id, { onDelete: 'set null' }),
    planId: text('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** completed or failed. */
    status: text('status').notNull(),
    /** initial, renewal. */
    kind: text('kind').notNull(),
    provider: text('provider').notNull(),
    /** The provider's payment id (a Stripe invoice or payment intent); unique per provider. */
    providerRef: text('provider_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('membership_transactions_status_check', sql`${t.status} in ('completed', 'failed')`),
    check('membership_transactions_amount_check', sql`${t.amountCents} >= 0`),
    uniqueIndex('membership_transactions_provider_ref_idx').on(t.provider, t.providerRef),
    index('membership_transactions_created_idx').on(t.status, t.createdAt),
    index('membership_transactions_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Payment events already applied, keyed by the provider's event id: a replay finds its row and stops. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * What a member switched on with their plan: private photos, incognito browsing, and the end of their
 * current visibility boost. A setting only takes effect while the plan still includes its feature
 * (domain/membership), so a lapsed plan needs no clean-up here.
 */
export const memberPlanSettings = pgTable(
  'member_plan_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    photosPrivate: boolean('photos_private').notNull().default(false),
    incognito: boolean('incognito').notNull().default(false),
    boostedUntil: timestamp('boosted_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_plan_settings_boosted_idx')
      .on(t.boostedUntil)
      .where(sql`${t.boostedUntil} is not null`),
  ],
);
