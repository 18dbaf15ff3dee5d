import { beforeAll, describe, expect, it } from 'vitest';
import type { TFeatureKey, TResetPeriod } from '../../../../shared/membership/membership-contract';
import { i18n, loadNamespace } from '../../../lib/i18n';
import { entitlementText, isMostPopular, priceParts, trialText } from './plan-texts';

const t = i18n.getFixedT('en', 'membership');

beforeAll(async () => {
  await loadNamespace('membership', { en: () => import('../i18n/en.json') });
});

describe('plan texts', () => {
  it("marks 'Most Popular' by premium or elite anywhere in the name, in any case", () => {
    expect(['Premium', 'gold premium', 'ELITE Yearly', 'Elite'].every(isMostPopular)).toBe(true);
    expect(['Free', 'Basic', 'Prem'].some(isMostPopular)).toBe(false);
  });

  it('says what the price is per', () => {
    const base = { price_cents: 1999, billing_period: null } as const;
    expect(priceParts({ ...base, billing_model: 'recurring', billing_period: 'quarterly' }, t)).toEqual({
      price: '$19.99',
      per: '/quarter',
    });
    expect(priceParts({ ...base, billing_model: 'one-time' }, t).per).toBe('one-time');
    expect(priceParts({ ...base, billing_model: 'lifetime' }, t).per).toBe('for life');
    expect(priceParts({ ...base, billing_model: 'lifetime', price_cents: 0 }, t)).toEqual({
      price: '$0.00',
      per: '',
    });
  });

  it("says '{n} day free trial', or the trial's price when it has one", () => {
    expect(trialText({ trial_days: 0, trial_price_cents: 0 }, t)).toBeNull();
    expect(trialText({ trial_days: 1, trial_price_cents: 0 }, t)).toBe('1 day free trial');
    expect(trialText({ trial_days: 14, trial_price_cents: 100 }, t)).toBe('14 day trial for $1.00');
  });

  it('puts each entitlement in plain words, and leaves out what the plan does not include', () => {
    const words = (feature_key: TFeatureKey, feature_value: string, reset_period: TResetPeriod = 'never') =>
      entitlementText({ feature_key, feature_value, reset_period }, t);
    expect(words('contact_credits', '1', 'weekly')).toBe('1 contact request a week');
    expect(words('daily_messages', '10')).toBe('10 messages');
    expect(words('visibility_boost', 'unlimited', 'monthly')).toBe('Unlimited profile boosts');
    expect(words('advanced_filters', 'true')).toBe('Advanced search filters');
    expect(words('event_access', 'true')).toBe('Event access (no events are scheduled yet)');
    expect(words('read_receipts', 'false')).toBeNull();
    expect(words('visibility_boost', '0', 'monthly')).toBeNull();
    expect(words('contact_credits', 'lots')).toBeNull();
  });
});
