import { z } from '@hono/zod-openapi';
import type {
  TAdminPlan,
  TAdminPlanList,
  TAdminPlanReply,
  TMembershipStats,
  TPlanDeleteReply,
} from '../../../shared/admin/plans-contract.ts';
import {
  BILLING_MODELS,
  BILLING_PERIODS,
  FEATURE_KEYS,
  RESET_PERIODS,
} from '../../../shared/membership/membership-contract.ts';

/** The Membership Management answers' shapes for /api/openapi.json, checked against plans-contract.ts. */

const count = z.number().int().min(0);
const cents = z.number().int().min(0).openapi({ description: 'Whole cents' });
const percent = z
  .number()
  .int()
  .nullable()
  .openapi({ description: 'Whole percent; null when the divisor is 0' });
const instant = z.string().openapi({ description: 'ISO 8601, UTC' });

const ZAdminPlan = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    badge_icon: z.string().nullable(),
    billing_model: z.enum(BILLING_MODELS),
    billing_period: z.enum(BILLING_PERIODS).nullable().openapi({ description: 'null unless recurring' }),
    price_cents: cents,
    currency: z.string(),
    trial_days: count,
    trial_price_cents: cents,
    signup_fee_cents: cents,
    display_order: count,
    entitlements: z.array(
      z.object({
        feature_key: z.enum(FEATURE_KEYS),
        feature_value: z.string().openapi({ description: "'true', 'false', 'unlimited' or a whole number" }),
        reset_period: z.enum(RESET_PERIODS),
      }),
    ),
    is_active: z.boolean(),
    members_holding: count.openapi({ description: 'Current (not ended) memberships on this plan' }),
    created_at: instant,
    updated_at: instant,
  })
  .openapi('AdminPlan') satisfies z.ZodType<TAdminPlan>;

export const ZAdminPlanList = z
  .object({ plans: z.array(ZAdminPlan) })
  .openapi('AdminPlanList') satisfies z.ZodType<TAdminPlanList>;

export const ZAdminPlanReply = z
  .object({ plan: ZAdminPlan })
  .openapi('AdminPlanReply') satisfies z.ZodType<TAdminPlanReply>;

export const ZPlanDeleteReply = z
  .object({ outcome: z.enum(['deleted', 'deactivated']) })
  .openapi('PlanDeleteReply') satisfies z.ZodType<TPlanDeleteReply>;

export const ZMembershipStats = z
  .object({
    overview: z.object({
      total_memberships: count,
      active_subscriptions: count,
      cancelled_this_month: count,
      monthly_revenue_cents: cents,
      conversion_rate: percent,
      churn_rate: percent,
      retention_rate: percent,
    }),
    months: z.array(
      z.object({
        month: z.string().openapi({ description: 'YYYY-MM (UTC)' }),
        active_subscriptions: count,
        revenue_cents: cents,
        cancelled: count,
      }),
    ),
    by_plan: z.array(z.object({ plan_id: z.string(), name: z.string(), active_subscriptions: count })),
  })
  .openapi('MembershipStats') satisfies z.ZodType<TMembershipStats>;
