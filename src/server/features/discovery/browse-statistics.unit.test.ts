import { describe, expect, it } from 'vitest';
import { estimateKeys, type KeySpread } from './browse-statistics.ts';

// 10,000 keys: "al" holds 10 % of them; the other 90 % spread over 4 buckets of 2,250 each.
const spread: KeySpread = {
  keys: 10_000,
  common: [['al', 0.1]],
  restShare: 0.9,
  bounds: ['aa', 'ha', 'ma', 'sa', 'zz'],
};

describe('estimateKeys', () => {
  it('counts a common value inside the range in full', () => {
    expect(estimateKeys(spread, { from: 'al', to: 'am' })).toBeCloseTo(1000 + 0.5 * 2250);
  });

  it('counts the buckets a wide range spans', () => {
    expect(estimateKeys(spread, { from: 'h', to: 'n' })).toBeCloseTo(2 * 2250);
  });

  it('gives a narrow range inside one bucket half of it, and a range outside the histogram nothing', () => {
    expect(estimateKeys(spread, { from: 'yus', to: 'yut' })).toBeCloseTo(0.5 * 2250);
    expect(estimateKeys(spread, { from: '~mah', to: '~mai' })).toBe(0);
  });
});
