import { describe, expect, it } from 'vitest';
import { buildDemoMemberships } from './demo-memberships.ts';
import { createRng } from './random.ts';

const NOW = new Date('2026-11-26T12:00:00Z');
const ids = Array.from({ length: 600 }, (_, i) => `member-${i}`);

describe('demo memberships', () => {
  it('are current, and some were cancelled: no renewal then, and a cancellation time in the period', () => {
    const { memberships } = buildDemoMemberships(ids, createRng(7), NOW, new Set(['member-0']));
    expect(memberships.every((m) => m.endsAt! > NOW)).toBe(true);
    const cancelled = memberships.filter((m) => m.status === 'cancelled');
    expect(cancelled.length).toBeGreaterThan(0);
    expect(memberships.filter((m) => m.status !== 'cancelled').every((m) => m.status === 'active')).toBe(
      true,
    );
    for (const m of cancelled) {
      expect(m.autoRenew).toBe(false);
      expect(m.cancelledAt!.getTime()).toBeGreaterThanOrEqual(m.startsAt.getTime());
      expect(m.cancelledAt!.getTime()).toBeLessThan(NOW.getTime());
    }
    // The sample member shown first is on Premium, and never cancelled.
    expect(memberships.find((m) => m.userId === 'member-0')).toMatchObject({
      status: 'active',
      autoRenew: true,
    });
  });
});
