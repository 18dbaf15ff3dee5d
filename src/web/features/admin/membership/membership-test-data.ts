import type { TAdminMember, TAdminMembersPage } from '../../../../shared/admin/members-contract';
import type { TAdminPlan, TMembershipStats } from '../../../../shared/admin/plans-contract';

// Test fixtures of Membership Management, shaped exactly as the contracts say the server answers.

export function buildPlan(overrides: Partial<TAdminPlan> = {}): TAdminPlan {
  return {
    id: 'plan-premium',
    name: 'Premium',
    description: 'Everything, monthly',
    badge_icon: null,
    billing_model: 'recurring',
    billing_period: 'monthly',
    price_cents: 1999,
    currency: 'usd',
    trial_days: 0,
    trial_price_cents: 0,
    signup_fee_cents: 0,
    display_order: 1,
    entitlements: [{ feature_key: 'contact_credits', feature_value: '10', reset_period: 'monthly' }],
    is_active: true,
    members_holding: 3,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildStats(overrides: Partial<TMembershipStats['overview']> = {}): TMembershipStats {
  const months = Array.from({ length: 12 }, (_, index) => ({
    month: `2025-${String(index + 1).padStart(2, '0')}`,
    active_subscriptions: index,
    revenue_cents: index * 1000,
    cancelled: index % 3,
  }));
  return {
    overview: {
      total_memberships: 42,
      active_subscriptions: 20,
      cancelled_this_month: 2,
      monthly_revenue_cents: 123456,
      conversion_rate: 25,
      churn_rate: 10,
      retention_rate: 90,
      ...overrides,
    },
    months,
    by_plan: [
      { plan_id: 'free', name: 'Free', active_subscriptions: 0 },
      { plan_id: 'plan-premium', name: 'Premium', active_subscriptions: 20 },
    ],
  };
}

export function buildMember(overrides: Partial<TAdminMember> = {}): TAdminMember {
  return {
    membership_id: 'm-1',
    user_id: 'u-1',
    name: 'Amina Khan',
    email: 'amina@example.com',
    plan: { id: 'plan-premium', name: 'Premium' },
    status: 'active',
    starts_at: '2026-03-04T12:00:00.000Z',
    ends_at: '2026-04-04T12:00:00.000Z',
    auto_renew: true,
    ...overrides,
  };
}

export function buildMembersPage(items: TAdminMember[], total = items.length, page = 1): TAdminMembersPage {
  return { items, total, page, page_size: 25 };
}
