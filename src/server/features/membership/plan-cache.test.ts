import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import {
  buildPlan,
  giveMembership,
  givePremium,
  PREMIUM_ENTITLEMENTS,
} from '../../../../tests/support/factories/memberships.ts';
import { call } from '../../../../tests/support/api-calls.ts';
import { myMembership, subscribe } from '../../../../tests/support/payments.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/**
 * The per-instance plan cache (domain/membership/member-plan.ts) as production runs it: every other test
 * runs with it off, because factories write memberships behind the servers' back. Here it is on, and a
 * member's advanced browse filter (a boolean entitlement) shows which plan the server believes in.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PLAN_CACHE_SECONDS: '60' });
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;

/** 200 when the server lets the member filter by location (advanced_filters), 403 when it does not. */
const advancedBrowse = async (member: SignedIn) =>
  (await call(t, 'GET', '/api/browse?location=Pakistan', member.cookie)).status;

const freeMan = () => buildSignedIn(t, { gender: 'male', profile: { dateOfBirth: '1994-04-04' } });

describe('the plan cache', () => {
  it('remembers a plan, so a change written behind the servers’ back waits for memberships.changed', async () => {
    const man = await freeMan();
    expect(await advancedBrowse(man)).toBe(403);
    await givePremium(t.db, man.id, t.clock.now());
    expect(await advancedBrowse(man)).toBe(403);

    // What another instance's payment or cancellation announces on the bus (runtime.ts listens).
    await t.deps.bus.publish({ type: 'memberships.changed', audience: [] });
    expect(await advancedBrowse(man)).toBe(200);
  });

  it('counts a plan paid through checkout at once: the payment event clears it', async () => {
    const man = await freeMan();
    expect(await advancedBrowse(man)).toBe(403);
    const plan = await buildPlan(t.db, { entitlements: PREMIUM_ENTITLEMENTS });
    await subscribe(t, man.cookie, plan.id);
    expect(await advancedBrowse(man)).toBe(200);
  });

  it('forgets every plan when a member cancels', async () => {
    const man = await freeMan();
    const plan = await buildPlan(t.db, { entitlements: PREMIUM_ENTITLEMENTS });
    await subscribe(t, man.cookie, plan.id);
    expect(await advancedBrowse(man)).toBe(200);
    expect(t.deps.plans.size()).toBeGreaterThan(0);

    const { membership } = await myMembership(t, man.cookie);
    const cancelled = await call(t, 'POST', '/api/membership/cancel', man.cookie, {
      membershipId: membership?.id,
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(t.deps.plans.size()).toBe(0);
    // Cancelled keeps access until the period ends.
    expect(await advancedBrowse(man)).toBe(200);
  });

  it('never serves a plan past the moment its access ends, with no event at all', async () => {
    const man = await freeMan();
    const plan = await buildPlan(t.db, { entitlements: PREMIUM_ENTITLEMENTS });
    const now = t.clock.now();
    await giveMembership(t.db, man.id, plan.id, {
      now,
      endsAt: new Date(now.getTime() + 10 * 60_000),
      autoRenew: false,
    });
    await t.deps.bus.publish({ type: 'memberships.changed', audience: [] });
    expect(await advancedBrowse(man)).toBe(200);

    t.clock.advance(HOUR / 4);
    expect(await advancedBrowse(man)).toBe(403);
  });
});
