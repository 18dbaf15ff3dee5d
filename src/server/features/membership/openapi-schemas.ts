import { z } from '@hono/zod-openapi';
import {
  BILLING_MODELS,
  BILLING_PERIODS,
  FEATURE_KEYS,
  MEMBERSHIP_STATUSES,
  RESET_PERIODS,
  type TBoostReply,
  type TFeatureAccess,
  type TMembership,
  type TMembershipMe,
  type TPlan,
  type TPlanList,
  type TUsageReply,
} from '../../../shared/membership/membership-contract.ts';

/** The answers' shapes for /api/openapi.json, each checked against its type in the shared contract. */

const ZEntitlement = z.object({
  feature_key: z.enum(FEATURE_KEYS),
  feature_value: z.string().openapi({ description: "'true', 'false', 'unlimited' or a whole number" }),
  reset_period: z.enum(RESET_PERIODS),
});

export const ZPlan = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    badge_icon: z.string().nullable(),
    billing_model: z.enum(BILLING_MODELS),
    billing_period: z.enum(BILLING_PERIODS).nullable(),
    price_cents: z.number().int(),
    currency: z.string(),
    trial_days: z.number().int(),
    trial_price_cents: z.number().int(),
    signup_fee_cents: z.number().int(),
    display_order: z.number().int(),
    entitlements: z.array(ZEntitlement),
  })
  .openapi('MembershipPlan') satisfies z.ZodType<TPlan>;

export const ZPlanList = z
  .object({ plans: z.array(ZPlan) })
  .openapi('MembershipPlanList') satisfies z.ZodType<TPlanList>;

const ZFeatureAccess = z.object({
  feature_key: z.enum(FEATURE_KEYS),
  value: z.string(),
  allowed: z.boolean(),
  limit: z.number().int().nullable(),
  used: z.number().int(),
  reset_period: z.enum(RESET_PERIODS),
  period_end: z.string().nullable(),
}) satisfies z.ZodType<TFeatureAccess>;

const ZMembership = z.object({
  id: z.string(),
  plan_id: z.string(),
  status: z.enum(MEMBERSHIP_STATUSES),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  auto_renew: z.boolean(),
  cancellable: z.boolean(),
}) satisfies z.ZodType<TMembership>;

export const ZMembershipMe = z
  .object({ membership: ZMembership.nullable(), plan: ZPlan, features: z.array(ZFeatureAccess) })
  .openapi('MyMembership') satisfies z.ZodType<TMembershipMe>;

export const ZUsageReply = z
  .object({
    feature_key: z.enum(FEATURE_KEYS),
    used: z.number().int(),
    limit: z.number().int().nullable(),
    period_end: z.string().nullable(),
  })
  .openapi('UsageReply') satisfies z.ZodType<TUsageReply>;

export const ZBoostReply = z
  .object({
    boosted_until: z.string().openapi({ description: 'When the boost ends (ISO)' }),
    used: z.number().int(),
    limit: z.number().int().nullable(),
  })
  .openapi('BoostReply') satisfies z.ZodType<TBoostReply>;
