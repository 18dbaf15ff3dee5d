import { describe, expect, it } from 'vitest';
import { demoVerification } from './demo-verification.ts';

const DAY = 86_400_000;
const now = new Date('2026-12-06T12:00:00Z');
const member = (overrides: Partial<Parameters<typeof demoVerification>[1]> = {}) => ({
  gender: 'female',
  createdAt: new Date(now.getTime() - 60 * DAY),
  hasPhoto: true,
  sample: false,
  ...overrides,
});

describe('demoVerification', () => {
  it('verifies about a third of the members with a photo, after they joined and before now', () => {
    const picked = Array.from({ length: 300 }, (_, i) => demoVerification(i, member(), now));
    const verified = picked.filter((v) => v.verifiedAt !== null);
    expect(verified.length).toBeGreaterThan(90);
    expect(verified.length).toBeLessThan(120);
    for (const { verifiedAt } of verified) {
      expect(verifiedAt!.getTime()).toBeGreaterThan(now.getTime() - 60 * DAY);
      expect(verifiedAt!.getTime()).toBeLessThan(now.getTime());
    }
    // A few verified women chose to be seen by verified members only; nobody unverified did.
    expect(picked.some((v) => v.verifiedViewersOnly)).toBe(true);
    expect(picked.filter((v) => v.verifiedViewersOnly).every((v) => v.verifiedAt !== null)).toBe(true);
  });

  it('never verifies a member without a photo or a printed sample member, and no man hides', () => {
    for (let i = 0; i < 300; i += 1) {
      expect(demoVerification(i, member({ hasPhoto: false }), now).verifiedAt).toBeNull();
      expect(demoVerification(i, member({ sample: true }), now).verifiedAt).toBeNull();
      expect(demoVerification(i, member({ gender: 'male' }), now).verifiedViewersOnly).toBe(false);
    }
  });

  it('is never in the future for a member who joined today', () => {
    const today = member({ createdAt: new Date(now.getTime() - 60_000) });
    for (let i = 0; i < 300; i += 1) {
      const at = demoVerification(i, today, now).verifiedAt;
      if (at) expect(at.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });
});
