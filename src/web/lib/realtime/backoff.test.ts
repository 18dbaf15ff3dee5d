import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('doubles from 500 ms and stops at 15 s (upper bound: jitter 1)', () => {
    const schedule = Array.from({ length: 9 }, (_, attempt) => backoffDelay(attempt, () => 1));
    expect(schedule).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000, 15_000]);
  });

  it('waits at least half of it (lower bound: jitter 0)', () => {
    const schedule = Array.from({ length: 7 }, (_, attempt) => backoffDelay(attempt, () => 0));
    expect(schedule).toEqual([250, 500, 1000, 2000, 4000, 7500, 7500]);
  });

  it('spreads browsers out: every delay lies within its window, never above the cap', () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      for (const r of [0, 0.25, 0.5, 0.99]) {
        const delay = backoffDelay(attempt, () => r);
        const ceiling = Math.min(BACKOFF_CAP_MS, 500 * 2 ** attempt);
        expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
        expect(delay).toBeLessThanOrEqual(ceiling);
      }
    }
  });
});
