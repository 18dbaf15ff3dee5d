import { describe, expect, it } from 'vitest';
import { formatPrice, isAllowed, isRunningLow, limitOf, periodEndOf } from './entitlement.ts';

describe('feature access (spec §5)', () => {
  it("allows 'true' and 'unlimited' whatever the usage", () => {
    expect(isAllowed('true', 10_000)).toBe(true);
    expect(isAllowed('Unlimited', 10_000)).toBe(true);
  });
  it('allows a number while the usage is below it', () => {
    expect(isAllowed('5', 4)).toBe(true);
    expect(isAllowed('5', 5)).toBe(false);
    expect(isAllowed('0', 0)).toBe(false);
  });
  it("refuses 'false', a missing key and anything that is not a whole number", () => {
    for (const value of ['false', null, undefined, '', '-1', '2.5', 'lots'])
      expect(isAllowed(value, 0)).toBe(false);
    expect(limitOf('12')).toEqual({ kind: 'counted', limit: 12 });
  });
});

describe('usage periods (UTC)', () => {
  const wednesday = new Date('2026-11-25T15:30:00Z');
  it('ends a daily count at the next midnight, a weekly one on Monday, a monthly one on the 1st', () => {
    expect(periodEndOf('daily', wednesday)?.toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(periodEndOf('weekly', wednesday)?.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(periodEndOf('weekly', new Date('2026-11-30T00:00:00Z'))?.toISOString()).toBe(
      '2026-12-07T00:00:00.000Z',
    );
    expect(periodEndOf('monthly', new Date('2026-12-31T23:59:59Z'))?.toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
    expect(periodEndOf('never', wednesday)).toBeNull();
  });
});

describe('prices and usage bars (spec §9)', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(formatPrice(1999)).toBe('$19.99');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(35999)).toBe('$359.99');
  });
  it("warns 'running low' only over 80%", () => {
    expect(isRunningLow(8, 10)).toBe(false);
    expect(isRunningLow(9, 10)).toBe(true);
    expect(isRunningLow(0, 0)).toBe(false);
  });
});
