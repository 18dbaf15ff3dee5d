import type {
  TBillingModel,
  TBillingPeriod,
  TSandboxCheckout,
} from '../../../shared/membership/membership-contract.ts';
import { cancelPath, successPath } from './checkout-service.ts';
import { statusAt, type SandboxCheckout } from './sandbox-checkout-service.ts';

/** The sandbox checkout page's view of a checkout: the plan as sold, and where to go afterwards. */
export function presentSandboxCheckout(
  { checkout, plan }: SandboxCheckout,
  email: string,
  now: Date,
): TSandboxCheckout {
  return {
    id: checkout.id,
    status: statusAt(checkout, now),
    email,
    plan: {
      id: plan.id,
      name: plan.name,
      price_cents: plan.priceCents,
      currency: plan.currency,
      billing_model: plan.billingModel as TBillingModel,
      billing_period: plan.billingPeriod as TBillingPeriod | null,
      trial_days: plan.trialDays,
    },
    success_url: successPath(checkout.id),
    cancel_url: cancelPath,
  };
}
