import { z } from 'zod';
import { withoutNul } from '../text-rules.ts';

/**
 * The membership area's contract (membership-admin-cms.md §2-§9): plans and their entitlements, my
 * membership and usage, checkout, cancel and usage spending; the texts both sides show.
 */

/** Every feature a plan can unlock (issue 19). A key a plan does not list is not allowed on it. */
export const FEATURE_KEYS = [
  'contact_credits',
  'daily_messages',
  'advanced_filters',
  'read_receipts',
  'incognito_browsing',
  'photo_privacy',
  'visibility_boost',
  'featured_profile',
  'priority_support',
  'event_access',
] as const;
export type TFeatureKey = (typeof FEATURE_KEYS)[number];

export const BILLING_MODELS = ['recurring', 'one-time', 'lifetime'] as const;
export type TBillingModel = (typeof BILLING_MODELS)[number];
export const BILLING_PERIODS = ['weekly', 'monthly', 'quarterly', 'annual'] as const;
export type TBillingPeriod = (typeof BILLING_PERIODS)[number];
export const RESET_PERIODS = ['daily', 'weekly', 'monthly', 'never'] as const;
export type TResetPeriod = (typeof RESET_PERIODS)[number];

/**
 * active: paid (or trialing) and renewing; past_due: a renewal failed, access kept for the grace period;
 * cancelled: auto-renew off, access kept until ends_at; ended: over (the member is on Free).
 */
export const MEMBERSHIP_STATUSES = ['active', 'past_due', 'cancelled', 'ended'] as const;
export type TMembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** The plan every member without a current membership is on; created by the migration. */
export const FREE_PLAN_ID = 'free';

export const MEMBERSHIP_TEXTS = {
  loadPlansFailed: 'Failed to load membership plans',
  loadPlansShort: 'Failed to load plans',
  usageExceeded: 'Usage limit exceeded. Please upgrade your plan.',
  featureUnavailable: 'This feature is not available in your current plan',
  useFailed: 'Failed to use feature',
  usageUpdateFailed: 'Failed to update usage',
  checkoutFailed: 'Failed to start checkout process',
  redirecting: 'Redirecting to checkout...',
  cancelled: 'Membership cancelled successfully',
  cancelFailed: 'Failed to cancel membership',
  confirmCancel: 'Are you sure you want to cancel your membership?',
  runningLow: 'running low',
} as const;

export type TEntitlement = { feature_key: TFeatureKey; feature_value: string; reset_period: TResetPeriod };

export type TPlan = {
  id: string;
  name: string;
  description: string | null;
  badge_icon: string | null;
  billing_model: TBillingModel;
  billing_period: TBillingPeriod | null;
  price_cents: number;
  currency: string;
  trial_days: number;
  trial_price_cents: number;
  signup_fee_cents: number;
  display_order: number;
  entitlements: TEntitlement[];
};

export type TPlanList = { plans: TPlan[] };

/** One feature of my plan, resolved: allowed now, and for a counted one how much of it is used. */
export type TFeatureAccess = {
  feature_key: TFeatureKey;
  /** 'unlimited', 'true', 'false' or a whole number (the limit per period). */
  value: string;
  allowed: boolean;
  limit: number | null;
  used: number;
  reset_period: TResetPeriod;
  /** When the count starts again (ISO), null for never-resetting or unlimited features. */
  period_end: string | null;
};

export type TMembership = {
  id: string;
  plan_id: string;
  status: TMembershipStatus;
  starts_at: string;
  ends_at: string | null;
  auto_renew: boolean;
  /** Whether Cancel is offered: an active recurring plan that still renews. */
  cancellable: boolean;
};

export type TMembershipMe = {
  /** Null when the member is on Free (no membership of their own). */
  membership: TMembership | null;
  plan: TPlan;
  features: TFeatureAccess[];
};

export const ZFeatureKey = z.enum(FEATURE_KEYS, { error: 'Unknown feature key' });

/** POST /api/membership/usage (the spec's consume-usage). */
export const ZUsageRequest = z.strictObject({
  featureKey: ZFeatureKey,
  amount: z
    .number({ error: 'amount must be a whole number' })
    .int('amount must be a whole number')
    .min(1, 'amount must be at least 1')
    .max(1000, 'amount must be at most 1000')
    .default(1),
});
export type TUsageRequest = z.input<typeof ZUsageRequest>;
export type TUsageReply = {
  feature_key: TFeatureKey;
  used: number;
  limit: number | null;
  period_end: string | null;
};

/**
 * GET/PUT /api/membership/settings: what the member switched on with their plan. GET answers them as
 * they take effect now (on only while the plan includes photo_privacy / incognito_browsing); PUT sets
 * the ones given (turning one on needs the feature, turning it off never does).
 */
export const ZPlanSettings = z.strictObject({
  photos_private: z.boolean({ error: 'photos_private must be true or false' }).optional(),
  incognito: z.boolean({ error: 'incognito must be true or false' }).optional(),
});
export type TPlanSettingsRequest = z.infer<typeof ZPlanSettings>;
export type TPlanSettings = {
  photos_private: boolean;
  incognito: boolean;
  /** The end of my running visibility boost (ISO), null when none runs. */
  boosted_until: string | null;
  /**
   * Which settings I may switch on now: my plan includes the feature, and private photos are free for
   * women (issue 23), so a woman on Free sees the switch too.
   */
  available: { photos_private: boolean; incognito: boolean };
};

const ZId = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(128, `Not a ${what}`)
    .refine(withoutNul, `Not a ${what}`);

export const ZCheckoutRequest = z.strictObject({ planId: ZId('planId') });
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;
export type TCheckoutReply = { url: string };

export const ZCancelRequest = z.strictObject({ membershipId: ZId('membershipId') });
export type TCancelRequest = z.infer<typeof ZCancelRequest>;

/**
 * The built-in sandbox checkout (the default provider): POST /api/membership/checkout answers
 * `${PUBLIC_URL}/checkout/sandbox/{sessionId}`, a page of ours that behaves like a hosted checkout.
 * GET /api/checkout/sandbox/{id} describes the session to its owner; POST .../pay with a test card
 * pays (SANDBOX_CARDS.pays) or is declined (SANDBOX_CARDS.declined) — no card data is ever stored.
 * Paying sends a signed webhook to /api/webhooks/payments/sandbox; the membership starts from that
 * webhook, and the return page (/membership?checkout=success) waits for it.
 */
export const SANDBOX_CARDS = { pays: '4242424242424242', declined: '4000000000000002' } as const;
export const CHECKOUT_STATUSES = ['open', 'paid', 'expired'] as const;
export type TCheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export type TSandboxCheckout = {
  id: string;
  status: TCheckoutStatus;
  email: string;
  plan: Pick<
    TPlan,
    'id' | 'name' | 'price_cents' | 'currency' | 'billing_model' | 'billing_period' | 'trial_days'
  >;
  /** Where the page sends the member after paying or giving up: /membership?checkout=success|cancelled. */
  success_url: string;
  cancel_url: string;
};

export const ZSandboxPayment = z.strictObject({
  card_number: z
    .string({ error: 'Card number is required' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a card number of 12 to 19 digits')),
  expiry: z.string({ error: 'Expiry is required' }).regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Use MM/YY'),
  cvc: z.string({ error: 'CVC is required' }).regex(/^\d{3,4}$/, 'Enter 3 or 4 digits'),
  name: z.string({ error: 'Name on card is required' }).trim().min(1, 'Name on card is required').max(100),
});
export type TSandboxPayment = z.input<typeof ZSandboxPayment>;
export type TSandboxPaymentReply = { status: 'paid'; redirect_url: string };
export const SANDBOX_TEXTS = { declined: 'Your card was declined.' } as const;

/**
 * POST /api/membership/boost spends one visibility_boost: for this long the member ranks first among
 * equal scores on others' /matches and leads the Featured row of /browse. A boost while boosted
 * extends the current one.
 */
export const BOOST_MINUTES = 30;
export type TBoostReply = {
  /** When the boost ends (ISO). */
  boosted_until: string;
  used: number;
  limit: number | null;
};
