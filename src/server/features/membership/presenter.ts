import type { MembershipRow, PlanWithEntitlements } from '../../domain/membership/current-plan.ts';
import { presentPlan } from '../../domain/membership/plan-presenter.ts';
import type { SpendResult } from '../../domain/membership/entitlements.ts';
import {
  type TBoostReply,
  type TFeatureAccess,
  type TFeatureKey,
  type TMembership,
  type TMembershipMe,
  type TMembershipStatus,
  type TUsageReply,
} from '../../../shared/membership/membership-contract.ts';
import { isAllowed, limitOf } from '../../../shared/rules/entitlement.ts';
import type { Boost } from './boost-service.ts';
import type { MyMembership } from './membership-service.ts';

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
