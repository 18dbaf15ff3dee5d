import type { TFunction } from 'i18next';
import {
  FEATURE_KEYS,
  type TEntitlement,
  type TFeatureKey,
  type TPlan,
} from '../../../../shared/membership/membership-contract';
import { formatPrice, limitOf } from '../../../../shared/rules/entitlement';

type T = TFunction<'membership'>;

/** Spec §2: 'Most Popular' when the plan's name contains premium or elite, in any case. */
export const isMostPopular = (name: string) => /premium|elite/i.test(name);

/** Features counted in amounts (a number of requests, messages, boosts); the rest are on or off. */
const COUNTED_FEATURES = ['contact_credits', 'daily_messages', 'visibility_boost'] as const;
type CountedFeature = (typeof COUNTED_FEATURES)[number];
const isCountedFeature = (key: TFeatureKey): key is CountedFeature =>
  (COUNTED_FEATURES as readonly string[]).includes(key);

/** '$19.99' and what it is per: '/month', 'one-time', 'for life' (nothing for a free plan for life). */
export function priceParts(
  plan: Pick<TPlan, 'price_cents' | 'billing_model' | 'billing_period'>,
  t: T,
): { price: string; per: string } {
  const price = formatPrice(plan.price_cents);
  if (plan.billing_model === 'recurring') {
    return { price, per: plan.billing_period ? t(`plan.per.${plan.billing_period}`) : '' };
  }
  if (plan.billing_model === 'one-time') return { price, per: t('plan.oneTime') };
  return { price, per: plan.price_cents === 0 ? '' : t('plan.lifetime') };
}

/** Spec §2: '{n} day free trial'; a trial that costs something says its price instead of 'free'. */
export function trialText(plan: Pick<TPlan, 'trial_days' | 'trial_price_cents'>, t: T): string | null {
  if (plan.trial_days <= 0) return null;
  if (plan.trial_price_cents > 0) {
    return t('plan.paidTrial', { count: plan.trial_days, price: formatPrice(plan.trial_price_cents) });
  }
  return t('plan.trial', { count: plan.trial_days });
}

/** In the contract's order (contact requests and messages first), whatever order the server sent. */
export const byImportance = <E extends { feature_key: TFeatureKey }>(list: readonly E[]): E[] =>
  [...list].sort((a, b) => FEATURE_KEYS.indexOf(a.feature_key) - FEATURE_KEYS.indexOf(b.feature_key));

/** The feature's short name (usage bars, lists). */
export const featureName = (key: TFeatureKey, t: T) => t(`entitlements.${key}.name`);

/**
 * One entitlement in plain words ('5 contact requests a month', 'Unlimited messages', 'Read receipts'),
 * or null when the plan does not include it ('false', 0, a value that is not understood).
 */
export function entitlementText(entitlement: TEntitlement, t: T): string | null {
  const { feature_key: key, reset_period } = entitlement;
  const limit = limitOf(entitlement.feature_value);
  if (limit.kind === 'none' || (limit.kind === 'counted' && limit.limit === 0)) return null;
  if (!isCountedFeature(key)) return t(`entitlements.${key}.included`);
  if (limit.kind === 'unlimited') return t(`entitlements.${key}.unlimited`);
  return t(`entitlements.${key}.count`, { count: limit.limit, per: t(`per.${reset_period}`) });
}

/** Whether an unlimited feature is counted (then 'Unlimited') or simply on (then 'Included'). */
export const isAmountFeature = isCountedFeature;

/** 'December 3, 2026' as the member's language writes a date. */
export function formatDate(iso: string, language: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(at);
}
