import { describe, expect, it } from 'vitest';
import type { PlanRow } from '../../../domain/membership/current-plan.ts';
import { addPeriod, checkoutAmountOf, firstPeriodEnd } from './periods.ts';

const at = (iso: string) => new Date(iso);
const plan = (fields: Partial<PlanRow>): PlanRow =>
  ({
    billingModel: 'recurring',
    billingPeriod: 'monthly',
    priceCents: 1000,
    trialDays: 0,
    trialPriceCents: 0,
    signupFeeCents: 0,
    ...fields,
  }) as PlanRow;

describe('billing periods', () => {
  it('adds calendar periods, clamping to the end of a shorter month', () => {
    expect(addPeriod(at('2026-01-31T10:00:00Z'), 'monthly')).toEqual(at('2026-02-28T10:00:00Z'));
    expect(addPeriod(at('2028-01-31T10:00:00Z'), 'monthly')).toEqual(at('2028-02-29T10:00:00Z'));
    expect(addPeriod(at('2026-11-30T00:00:00Z'), 'quarterly')).toEqual(at('2027-02-28T00:00:00Z'));
    expect(addPeriod(at('2028-02-29T00:00:00Z'), 'annual')).toEqual(at('2029-02-28T00:00:00Z'));
    expect(addPeriod(at('2026-12-29T00:00:00Z'), 'weekly')).toEqual(at('2027-01-05T00:00:00Z'));
    expect(addPeriod(at('2026-03-15T00:00:00Z'), null)).toEqual(at('2026-04-15T00:00:00Z'));
  });

  it('starts with the trial for recurring plans, one period for one-time, never ends for lifetime', () => {
    const start = at('2026-03-01T00:00:00Z');
    expect(firstPeriodEnd(plan({ trialDays: 14 }), start)).toEqual(at('2026-03-15T00:00:00Z'));
    expect(firstPeriodEnd(plan({ billingModel: 'one-time', trialDays: 14 }), start)).toEqual(
      at('2026-04-01T00:00:00Z'),
    );
    expect(firstPeriodEnd(plan({ billingModel: 'lifetime', billingPeriod: null }), start)).toBeNull();
  });

  it('charges the trial price during a trial, the price otherwise, plus any signup fee', () => {
    expect(checkoutAmountOf(plan({ trialDays: 7, trialPriceCents: 100, signupFeeCents: 50 }))).toBe(150);
    expect(checkoutAmountOf(plan({ signupFeeCents: 50 }))).toBe(1050);
    expect(checkoutAmountOf(plan({ billingModel: 'one-time', trialDays: 7, trialPriceCents: 100 }))).toBe(
      1000,
    );
  });
});
