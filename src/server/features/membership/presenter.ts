import type { MembershipRow, PlanWithEntitlements } from '../../domain/membership/current-plan.ts';
import type { SpendResult } from '../../domain/membership/entitlements.ts';
import {
  FEATURE_KEYS,
  type TBillingModel,
  type TBoostReply,
  type TBillingPeriod,
  type TFeatureAccess,
  type TFeatureKey,
  type TMembership,
  type TMembershipMe,
  type TMembershipStatus,
  type TPlan,
  type TResetPeriod,
  type TUsageReply,
} from '../../../shared/membership/membership-contract.ts';
import { isAllowed, limitOf } from '../../../shared/rules/entitlement.ts';
import type { Boost } from './boost-service.ts';
import type { MyMembership } from './membership-service.ts';

const isFeatureKey = (key: string): key is TFeatureKey => (FEATURE_KEYS as readonly string[]).includes(key);

/** A plan as members see it: no provider references, only features this product knows. */
export function presentPlan(plan: PlanWithEntitlements): TPlan {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    badge_icon: plan.badgeIcon,
    billing_model: plan.billingModel as TBillingModel,
    billing_period: plan.billingPeriod as TBillingPeriod | null,
    price_cents: plan.priceCents,
    currency: plan.currency,
    trial_days: plan.trialDays,
    trial_price_cents: plan.trialPriceCents,
    signup_fee_cents: plan.signupFeeCents,
    display_order: plan.displayOrder,
    entitlements: plan.entitlements.flatMap((e) =>
      isFeatureKey(e.featureKey)
        ? [
            {
              feature_key: e.featureKey,
              feature_value: e.featureValue,
              reset_period: e.resetPeriod as TResetPeriod,
            },
          ]
        : [],
    ),
  };
}

export function presentMembership(m: MembershipRow, plan: PlanWithEntitlements): TMembership {
  return {
    id: m.id,
    plan_id: m.planId,
    status: m.status as TMembershipStatus,
    starts_at: m.startsAt.toISOString(),
    ends_at: m.endsAt?.toISOString() ?? null,
    auto_renew: m.autoRenew,
    cancellable: m.status === 'active' && m.autoRenew && plan.billingModel === 'recurring',
  };
}

export function presentMe({ membership, plan, usage }: MyMembership): TMembershipMe {
  const presented = presentPlan(plan);
  const features: TFeatureAccess[] = presented.entitlements.map((e) => {
    const limit = limitOf(e.feature_value);
    const counted = limit.kind === 'counted';
    const current = usage.get(e.feature_key);
    const used = current?.used ?? 0;
    return {
      feature_key: e.feature_key,
      value: e.feature_value,
      allowed: isAllowed(e.feature_value, used),
      limit: counted ? limit.limit : null,
      used,
      reset_period: e.reset_period,
      period_end: counted && current?.periodEnd ? current.periodEnd.toISOString() : null,
    };
  });
  return { membership: membership && presentMembership(membership, plan), plan: presented, features };
}

export function presentUsage(key: TFeatureKey, result: Extract<SpendResult, { ok: true }>): TUsageReply {
  return {
    feature_key: key,
    used: result.used,
    limit: result.limit,
    period_end: result.periodEnd?.toISOString() ?? null,
  };
}

export function presentBoost(found: Boost): TBoostReply {
  return {
    boosted_until: found.boostedUntil.toISOString(),
    used: found.used,
    limit: found.limit,
  };
}
