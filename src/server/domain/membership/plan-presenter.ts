import {
  FEATURE_KEYS,
  type TBillingModel,
  type TBillingPeriod,
  type TFeatureKey,
  type TPlan,
  type TResetPeriod,
} from '../../../shared/membership/membership-contract.ts';
import type { PlanWithEntitlements } from './current-plan.ts';

const isFeatureKey = (key: string): key is TFeatureKey => (FEATURE_KEYS as readonly string[]).includes(key);

/**
 * A plan as members see it: no provider references, only features this product knows. The admin's
 * plan (features/admin) is this and what only staff see.
 */
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
