import type {
  TEntitlement,
  TFeatureAccess,
  TMembership,
  TMembershipMe,
  TPlan,
  TSandboxCheckout,
} from '../../../shared/membership/membership-contract';

// Answers shaped like the server's, for the membership screens' tests.

const entitlement = (
  feature_key: TEntitlement['feature_key'],
  feature_value: string,
  reset_period: TEntitlement['reset_period'] = 'never',
): TEntitlement => ({ feature_key, feature_value, reset_period });

export const FREE_PLAN: TPlan = {
  id: 'free',
  name: 'Free',
  description: 'Create your profile and start a few conversations.',
  badge_icon: null,
  billing_model: 'lifetime',
  billing_period: null,
  price_cents: 0,
  currency: 'usd',
  trial_days: 0,
  trial_price_cents: 0,
  signup_fee_cents: 0,
  display_order: 0,
  entitlements: [
    entitlement('contact_credits', '5', 'monthly'),
    entitlement('daily_messages', '50', 'daily'),
    entitlement('read_receipts', 'false'),
    entitlement('visibility_boost', '0', 'monthly'),
  ],
};

export const BASIC_PLAN: TPlan = {
  ...FREE_PLAN,
  id: 'basic',
  name: 'Basic',
  description: null,
  billing_model: 'recurring',
  billing_period: 'monthly',
  price_cents: 999,
  display_order: 1,
  entitlements: [
    entitlement('contact_credits', '20', 'monthly'),
    entitlement('daily_messages', 'unlimited', 'daily'),
  ],
};

export const PREMIUM_PLAN: TPlan = {
  ...BASIC_PLAN,
  id: 'premium',
  name: 'Gold PREMIUM',
  billing_period: 'annual',
  price_cents: 19999,
  trial_days: 7,
  display_order: 2,
  entitlements: [
    entitlement('contact_credits', 'unlimited', 'monthly'),
    entitlement('daily_messages', 'unlimited', 'daily'),
    entitlement('read_receipts', 'true'),
    entitlement('event_access', 'true'),
  ],
};

export const PLANS = [FREE_PLAN, BASIC_PLAN, PREMIUM_PLAN];

export function buildAccess(
  overrides: Partial<TFeatureAccess> & Pick<TFeatureAccess, 'feature_key'>,
): TFeatureAccess {
  return {
    value: 'true',
    allowed: true,
    limit: null,
    used: 0,
    reset_period: 'never',
    period_end: null,
    ...overrides,
  };
}

export function buildMembership(overrides: Partial<TMembership> = {}): TMembership {
  return {
    id: 'm1',
    plan_id: 'basic',
    status: 'active',
    starts_at: '2026-11-01T00:00:00Z',
    ends_at: '2026-12-01T00:00:00Z',
    auto_renew: true,
    cancellable: true,
    ...overrides,
  };
}

/** GET /api/membership/me: Free (no membership) unless a membership and its plan are given. */
export function buildMembershipMe(overrides: Partial<TMembershipMe> = {}): TMembershipMe {
  return {
    membership: null,
    plan: FREE_PLAN,
    features: [
      buildAccess({
        feature_key: 'contact_credits',
        value: '5',
        limit: 5,
        used: 1,
        reset_period: 'monthly',
        period_end: '2026-12-01T00:00:00Z',
      }),
      buildAccess({ feature_key: 'read_receipts', value: 'false', allowed: false }),
    ],
    ...overrides,
  };
}

export function buildSandboxCheckout(overrides: Partial<TSandboxCheckout> = {}): TSandboxCheckout {
  return {
    id: 'cs_1',
    status: 'open',
    email: 'amina@example.com',
    plan: {
      id: 'basic',
      name: 'Basic',
      price_cents: 999,
      currency: 'usd',
      billing_model: 'recurring',
      billing_period: 'monthly',
      trial_days: 0,
    },
    success_url: 'http://localhost:3000/membership?checkout=success',
    cancel_url: 'http://localhost:3000/membership?checkout=cancelled',
    ...overrides,
  };
}
