import type {
  TFeatureAccess,
  TFeatureKey,
  TMembershipMe,
  TPlan,
} from '../../../shared/membership/membership-contract';

// GET /api/membership/me answers for the tests of the screens a plan gates (browse, matches, chat).

const plan = (id: string, name: string, price_cents: number): TPlan => ({
  id,
  name,
  description: null,
  badge_icon: null,
  billing_model: price_cents === 0 ? 'lifetime' : 'recurring',
  billing_period: price_cents === 0 ? null : 'monthly',
  price_cents,
  currency: 'usd',
  trial_days: 0,
  trial_price_cents: 0,
  signup_fee_cents: 0,
  display_order: 0,
  entitlements: [],
});

const access = (feature_key: TFeatureKey, allowed: boolean): TFeatureAccess => ({
  feature_key,
  value: String(allowed),
  allowed,
  limit: null,
  used: 0,
  reset_period: 'never',
  period_end: null,
});

/** Free: no advanced filters, no read receipts, no featured profile. */
export function buildFreeMe(): TMembershipMe {
  return {
    membership: null,
    plan: plan('free', 'Free', 0),
    features: [
      access('advanced_filters', false),
      access('read_receipts', false),
      access('featured_profile', false),
    ],
  };
}

/** Premium: every boolean feature on. */
export function buildPremiumMe(): TMembershipMe {
  return {
    membership: {
      id: 'm1',
      plan_id: 'premium',
      status: 'active',
      starts_at: '2026-11-01T00:00:00Z',
      ends_at: '2026-12-01T00:00:00Z',
      auto_renew: true,
      cancellable: true,
    },
    plan: plan('premium', 'Premium', 1999),
    features: [
      access('advanced_filters', true),
      access('read_receipts', true),
      access('featured_profile', true),
    ],
  };
}
