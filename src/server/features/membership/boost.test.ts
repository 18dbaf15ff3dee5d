import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPlanSettings, membershipUsage } from '../../db/schema/index.ts';
import { BOOST_MINUTES, type TBoostReply } from '../../../shared/membership/membership-contract.ts';
import { call, expectError } from '../../../../tests/support/api-calls.ts';
import { buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { buildPlan, giveMembership } from '../../../../tests/support/factories/memberships.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/** POST /api/membership/boost (issue 19, visibility_boost): spends one boost, 30 minutes each. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;
const BOOST_MS = BOOST_MINUTES * MINUTE;

/** A member on a plan of their own with `boosts` boosts a month. */
async function boosterWith(boosts: string) {
  const member = await buildSignedIn(t, { gender: 'female' });
  const plan = await buildPlan(t.db, { entitlements: { visibility_boost: [boosts, 'monthly'] } });
  await giveMembership(t.db, member.id, plan.id, { now: t.clock.now() });
  return member;
}

const boost = (cookie: string | undefined) => call(t, 'POST', '/api/membership/boost', cookie);

async function storedBoostEnd(userId: string): Promise<Date | null> {
  const rows = await t.db
    .select({ until: memberPlanSettings.boostedUntil })
    .from(memberPlanSettings)
    .where(eq(memberPlanSettings.userId, userId));
  return rows[0]?.until ?? null;
}

async function usedBoosts(userId: string): Promise<number> {
  const rows = await t.db
    .select({ used: membershipUsage.usageCount })
    .from(membershipUsage)
    .where(eq(membershipUsage.userId, userId));
  return rows[0]?.used ?? 0;
}

describe('POST /api/membership/boost', () => {
  it('refuses a visitor', async () => {
    expectError(await boost(undefined), 401, 'UNAUTHORIZED');
  });

  it('refuses a member on Free (0 boosts) and changes nothing', async () => {
    const member = await buildSignedIn(t, { gender: 'female' });
    expectError(
      await boost(member.cookie),
      403,
      'FEATURE_NOT_AVAILABLE',
      'This feature is not available in your current plan',
    );
    expect(await storedBoostEnd(member.id)).toBeNull();
    expect(await usedBoosts(member.id)).toBe(0);
  });

  it('boosts a member whose plan has boosts for 30 minutes from now', async () => {
    const member = await boosterWith('3');
    const before = t.clock.now().getTime();
    const answer = await boost(member.cookie);
    const after = t.clock.now().getTime();
    expect(answer.status, answer.text).toBe(200);
    const body = answer.body as TBoostReply;
    expect(body).toMatchObject({ used: 1, limit: 3 });
    const until = new Date(body.boosted_until).getTime();
    expect(until).toBeGreaterThanOrEqual(before + BOOST_MS);
    expect(until).toBeLessThanOrEqual(after + BOOST_MS);
    expect((await storedBoostEnd(member.id))?.getTime()).toBe(until);
    const settings = await t.request('/api/membership/settings', { cookie: member.cookie });
    expect(await settings.json()).toMatchObject({ boosted_until: body.boosted_until });
    t.clock.advance(BOOST_MS + MINUTE);
    try {
      const later = await t.request('/api/membership/settings', { cookie: member.cookie });
      expect(await later.json()).toMatchObject({ boosted_until: null });
    } finally {
      t.clock.advance(-(BOOST_MS + MINUTE));
    }
  });

  it('extends a boost still running from its end, and starts afresh after one ended', async () => {
    const member = await boosterWith('5');
    const first = (await boost(member.cookie)).body as TBoostReply;
    t.clock.advance(10 * MINUTE);
    const second = (await boost(member.cookie)).body as TBoostReply;
    // Not 30 minutes from now (which would lose 10 paid minutes): 30 more after the first one's end.
    expect(new Date(second.boosted_until).getTime()).toBe(new Date(first.boosted_until).getTime() + BOOST_MS);
    expect(second.used).toBe(2);

    t.clock.advance(2 * BOOST_MS);
    const before = t.clock.now().getTime();
    const third = (await boost(member.cookie)).body as TBoostReply;
    expect(new Date(third.boosted_until).getTime()).toBeGreaterThanOrEqual(before + BOOST_MS);
    expect(new Date(third.boosted_until).getTime()).toBeLessThan(before + BOOST_MS + MINUTE);
  });

  it('refuses past the limit and leaves the running boost as it was', async () => {
    const member = await boosterWith('2');
    expect((await boost(member.cookie)).status).toBe(200);
    const second = await boost(member.cookie);
    expect(second.body).toMatchObject({ used: 2, limit: 2 });
    const until = await storedBoostEnd(member.id);
    expectError(
      await boost(member.cookie),
      403,
      'USAGE_LIMIT_EXCEEDED',
      'Usage limit exceeded. Please upgrade your plan.',
    );
    expect(await storedBoostEnd(member.id)).toEqual(until);
    expect(await usedBoosts(member.id)).toBe(2);
  });

  it('refuses once the plan with boosts has lapsed', async () => {
    const member = await buildSignedIn(t, { gender: 'female' });
    const plan = await buildPlan(t.db, { entitlements: { visibility_boost: ['3', 'monthly'] } });
    const now = t.clock.now();
    await giveMembership(t.db, member.id, plan.id, {
      now,
      endsAt: new Date(now.getTime() + 86_400_000),
      autoRenew: false,
      status: 'cancelled',
    });
    expect((await boost(member.cookie)).status).toBe(200);
    t.clock.advance(2 * 86_400_000);
    expectError(await boost(member.cookie), 403, 'FEATURE_NOT_AVAILABLE');
  });
});
