import { z } from 'zod';
import {
  BILLING_MODELS,
  BILLING_PERIODS,
  FEATURE_KEYS,
  RESET_PERIODS,
  type TPlan,
} from '../membership/membership-contract.ts';
import { withoutNul } from '../text-rules.ts';

/**
 * Issue 21 item 5: Membership Management (/admin/membership) — plans with their entitlements, and the
 * membership figures (spec §2, §4, §8, §9). Amounts are whole cents; the screens show dollars.
 */

export const PLAN_TEXTS = {
  created: 'Plan created successfully',
  updated: 'Plan updated successfully',
  deleted: 'Plan deleted successfully',
  deactivated: 'Members hold this plan: it was deactivated instead of deleted',
  createFailed: 'Failed to create plan',
  updateFailed: 'Failed to update plan',
  deleteFailed: 'Failed to delete plan',
  confirmDelete: 'Are you sure you want to delete this plan?',
  loadFailed: 'Failed to load plans',
  entitlementHint: '10 or true',
} as const;

export const PLAN_NAME_MAX_LENGTH = 100;
export const PLAN_DESCRIPTION_MAX_LENGTH = 500;
/** $100,000.00: far above any plan, low enough that no sum of a year's payments overflows. */
export const PLAN_PRICE_MAX_CENTS = 10_000_000;
export const PLAN_ENTITLEMENTS_MAX = FEATURE_KEYS.length;

const cents = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} cannot be negative`)
    .max(PLAN_PRICE_MAX_CENTS, `${label} is too large`);

/** 'true', 'false', 'unlimited' or a whole number (a limit per reset period). */
export const ZEntitlementValue = z
  .string({ error: "Use a number, 'true', 'false' or 'unlimited'" })
  .trim()
  .regex(/^(true|false|unlimited|\d{1,9})$/, "Use a number, 'true', 'false' or 'unlimited'");

export const ZPlanEntitlement = z.strictObject({
  feature_key: z.enum(FEATURE_KEYS, { error: 'Unknown feature key' }),
  feature_value: ZEntitlementValue,
  reset_period: z.enum(RESET_PERIODS, { error: 'Choose daily, weekly, monthly or never' }).default('never'),
});

const optionalText = (max: number) =>
  z
    .string()
    .max(max, `At most ${max} characters`)
    .refine(withoutNul, 'Contains a character that is not allowed')
    .transform((value) => (value.trim() === '' ? null : value.trim()))
    .nullable()
    .default(null);

/**
 * POST /api/admin/plans and PUT /api/admin/plans/:id: the whole plan, entitlements included (a PUT
 * replaces them all). Spec §9 defaults: recurring, monthly, usd, active; display_order absent = the
 * number of plans there are (server). billing_period is kept only for recurring plans (null otherwise).
 */
export const ZPlanInput = z
  .strictObject({
    name: z
      .string({ error: 'Please enter a plan name' })
      .trim()
      .min(1, 'Please enter a plan name')
      .max(PLAN_NAME_MAX_LENGTH, `At most ${PLAN_NAME_MAX_LENGTH} characters`)
      .refine(withoutNul, 'Contains a character that is not allowed'),
    description: optionalText(PLAN_DESCRIPTION_MAX_LENGTH),
    badge_icon: optionalText(50),
    billing_model: z
      .enum(BILLING_MODELS, { error: 'Choose recurring, one-time or lifetime' })
      .default('recurring'),
    billing_period: z
      .enum(BILLING_PERIODS, { error: 'Choose weekly, monthly, quarterly or annual' })
      .nullable()
      .default('monthly'),
    price_cents: cents('The price').default(0),
    currency: z
      .string()
      .regex(/^[a-z]{3}$/, 'Use a three-letter currency code, e.g. usd')
      .default('usd'),
    trial_days: z
      .number()
      .int('Whole days')
      .min(0, 'Cannot be negative')
      .max(365, 'At most 365 days')
      .default(0),
    trial_price_cents: cents('The trial price').default(0),
    signup_fee_cents: cents('The sign-up fee').default(0),
    is_active: z.boolean().default(true),
    /** Integer >= 0; absent: after every existing plan. */
    display_order: z.number().int('Whole number').min(0, 'Cannot be negative').max(10_000).optional(),
    entitlements: z
      .array(ZPlanEntitlement)
      .max(PLAN_ENTITLEMENTS_MAX)
      .refine(
        (rows) => new Set(rows.map((row) => row.feature_key)).size === rows.length,
        'Each feature can be listed once',
      )
      .default([]),
  })
  .transform((plan) => ({
    ...plan,
    billing_period: plan.billing_model === 'recurring' ? (plan.billing_period ?? 'monthly') : null,
  }));
export type TPlanInput = z.input<typeof ZPlanInput>;
export type TPlanValues = z.output<typeof ZPlanInput>;

/** A plan as the admin sees it: every plan, active or not, with how many members hold it now. */
export type TAdminPlan = TPlan & {
  is_active: boolean;
  /** Current memberships (not ended) on this plan: such a plan is deactivated, never deleted. */
  members_holding: number;
  created_at: string;
  updated_at: string;
};
export type TAdminPlanList = { plans: TAdminPlan[] };
export type TAdminPlanReply = { plan: TAdminPlan };
/** DELETE /api/admin/plans/:id */
export type TPlanDeleteReply = { outcome: 'deleted' | 'deactivated' };

/**
 * GET /api/admin/membership-stats (spec §9 formulas, computed in SQL; percentages whole numbers,
 * null when the divisor is 0 rather than a made-up 0 %).
 */
export type TMembershipStats = {
  overview: {
    /** Every membership ever recorded (ended ones too). */
    total_memberships: number;
    /** Memberships giving access now. */
    active_subscriptions: number;
    /** Memberships cancelled since the first of this UTC month. */
    cancelled_this_month: number;
    /** Completed payments of the last 30 days, in cents (usd). */
    monthly_revenue_cents: number;
    /** active_subscriptions / members with a profile, in percent. */
    conversion_rate: number | null;
    /** cancelled_this_month / active_subscriptions, in percent. */
    churn_rate: number | null;
    /** 100 - churn_rate. */
    retention_rate: number | null;
  };
  /** The last 12 UTC months, oldest first, every month present: the Analytics tab's charts. */
  months: {
    /** 'YYYY-MM' */
    month: string;
    /** Memberships that gave access at any time in the month. */
    active_subscriptions: number;
    revenue_cents: number;
    /** Memberships cancelled in the month. */
    cancelled: number;
  }[];
  /** Memberships giving access now, per plan (plans with none included), by display order. */
  by_plan: { plan_id: string; name: string; active_subscriptions: number }[];
};
