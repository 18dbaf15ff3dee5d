import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipUsage } from '../../db/schema/index.ts';
import type { TMembershipMe, TPlanList } from '../../../shared/membership/membership-contract.ts';
import { buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { buildPlan, giveMembership } from '../../../../tests/support/factories/memberships.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
});
afterAll(async () => {
  await t.close();
});

const use = (cookie: string, json: unknown) =>
  t.request('/api/membership/usage', { method: 'POST', cookie, json });

const usedOf = async (userId: string, key: string) =>
  (
    await t.db
      .select({ n: membershipUsage.usageCount })
      .from(membershipUsage)
      .where(and(eq(membershipUsage.userId, userId), eq(membershipUsage.featureKey, key)))
  )[0]?.n ?? 0;

describe('GET /api/membership/plans', () => {
  it('lists active plans by display order with their entitlements, to visitors too, never inactive ones', async () => {
    const later = await buildPlan(t.db, {
      name: 'Later Elite',
      displayOrder: 90,
      entitlements: { read_receipts: 'true' },
    });
    const sooner = await buildPlan(t.db, { name: 'Sooner Premium', displayOrder: 80 });
    const hidden = await buildPlan(t.db, { name: 'Retired', displayOrder: 85, isActive: false });
    const response = await t.request('/api/membership/plans');
    expect(response.status).toBe(200);
    const { plans } = (await response.json()) as TPlanList;
    const ids = plans.map((p) => p.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids[0]).toBe('free');
    const elite = plans.find((p) => p.id === later.id)!;
    expect(elite.entitlements).toEqual([
      { feature_key: 'read_receipts', feature_value: 'true', reset_period: 'never' },
    ]);
    expect(elite).not.toHaveProperty('provider_price_ref');
  });
});

describe('GET /api/membership/me', () => {
  it('refuses a visitor', async () => {
    expect((await t.request('/api/membership/me')).status).toBe(401);
  });

  it('puts a member without a membership on Free, with its limits resolved', async () => {
    const me = await buildSignedIn(t);
    const body = (await (
      await t.request('/api/membership/me', { cookie: me.cookie })
    ).json()) as TMembershipMe;
    expect(body.membership).toBeNull();
    expect(body.plan.id).toBe('free');
    const credits = body.features.find((f) => f.feature_key === 'contact_credits')!;
    expect(credits).toMatchObject({ allowed: true, limit: 5, used: 0, reset_period: 'monthly' });
    expect(body.features.find((f) => f.feature_key === 'read_receipts')).toMatchObject({
      allowed: false,
      limit: null,
    });
  });

  it('shows my current plan, its usage and whether it can be cancelled', async () => {
    const me = await buildSignedIn(t);
    const plan = await buildPlan(t.db, { entitlements: { contact_credits: ['3', 'monthly'] } });
    const membership = await giveMembership(t.db, me.id, plan.id, { now: t.clock.now() });
    expect((await use(me.cookie, { featureKey: 'contact_credits', amount: 2 })).status).toBe(200);
    const body = (await (
      await t.request('/api/membership/me', { cookie: me.cookie })
    ).json()) as TMembershipMe;
    expect(body.membership).toMatchObject({ id: membership.id, status: 'active', cancellable: true });
    expect(body.features).toEqual([
      expect.objectContaining({ feature_key: 'contact_credits', used: 2, limit: 3, allowed: true }),
    ]);
  });

  it('falls back to Free once the period of a cancelled membership is over', async () => {
    const me = await buildSignedIn(t);
    const plan = await buildPlan(t.db);
    await giveMembership(t.db, me.id, plan.id, {
      status: 'cancelled',
      autoRenew: false,
      now: t.clock.now(),
      endsAt: new Date(t.clock.now().getTime() + 60_000),
    });
    const before = (await (
      await t.request('/api/membership/me', { cookie: me.cookie })
    ).json()) as TMembershipMe;
    expect(before.plan.id).toBe(plan.id);
    expect(before.membership?.cancellable).toBe(false);
    t.clock.advance(120_000);
    try {
      const after = (await (
        await t.request('/api/membership/me', { cookie: me.cookie })
      ).json()) as TMembershipMe;
      expect(after.plan.id).toBe('free');
      expect(after.membership).toBeNull();
    } finally {
      t.clock.advance(-120_000);
    }
  });
});

describe('POST /api/membership/usage', () => {
  it('spends within the limit, then refuses with the spec text and changes nothing', async () => {
    const me = await buildSignedIn(t);
    for (let i = 1; i <= 5; i++) {
      const response = await use(me.cookie, { featureKey: 'contact_credits' });
      expect(await response.json()).toMatchObject({ used: i, limit: 5 });
    }
    const refused = await use(me.cookie, { featureKey: 'contact_credits' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: 'USAGE_LIMIT_EXCEEDED', message: 'Usage limit exceeded. Please upgrade your plan.' },
    });
    expect(await usedOf(me.id, 'contact_credits')).toBe(5);
  });

  it('refuses a feature the plan does not have', async () => {
    const me = await buildSignedIn(t);
    const response = await use(me.cookie, { featureKey: 'visibility_boost' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: { code: 'FEATURE_NOT_AVAILABLE', message: 'This feature is not available in your current plan' },
    });
  });

  it('starts a daily count again the next day', async () => {
    const me = await buildSignedIn(t);
    const plan = await buildPlan(t.db, { entitlements: { daily_messages: ['2', 'daily'] } });
    await giveMembership(t.db, me.id, plan.id, { now: t.clock.now() });
    expect((await use(me.cookie, { featureKey: 'daily_messages', amount: 2 })).status).toBe(200);
    expect((await use(me.cookie, { featureKey: 'daily_messages' })).status).toBe(403);
    t.clock.advance(86_400_000);
    try {
      expect(await (await use(me.cookie, { featureKey: 'daily_messages' })).json()).toMatchObject({
        used: 1,
      });
    } finally {
      t.clock.advance(-86_400_000);
    }
  });

  it('never overspends: 20 concurrent spends of the last 5 credits succeed exactly 5 times', async () => {
    const me = await buildSignedIn(t);
    const plan = await buildPlan(t.db, { entitlements: { contact_credits: ['10', 'monthly'] } });
    await giveMembership(t.db, me.id, plan.id, { now: t.clock.now() });
    expect((await use(me.cookie, { featureKey: 'contact_credits', amount: 5 })).status).toBe(200);
    const statuses = await Promise.all(
      Array.from(
        { length: 20 },
        async () => (await use(me.cookie, { featureKey: 'contact_credits' })).status,
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 403)).toHaveLength(15);
    expect(await usedOf(me.id, 'contact_credits')).toBe(10);
  });

  it('answers 400 to unknown keys, bad amounts and malformed bodies, and 401 to visitors', async () => {
    const me = await buildSignedIn(t);
    for (const body of [
      { featureKey: 'free_money' },
      { featureKey: 'contact_credits', amount: -1 },
      { featureKey: 'contact_credits', amount: 0 },
      { featureKey: 'contact_credits', amount: 1.5 },
      { featureKey: 'contact_credits', amount: '1' },
      { featureKey: 'contact_credits', amount: 1, extra: true },
      {},
    ])
      expect((await use(me.cookie, body)).status, JSON.stringify(body)).toBe(400);
    const malformed = await t.request('/api/membership/usage', {
      method: 'POST',
      cookie: me.cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"featureKey":',
    });
    expect(malformed.status).toBe(400);
    expect(await usedOf(me.id, 'contact_credits')).toBe(0);
    expect(
      (await t.request('/api/membership/usage', { method: 'POST', json: { featureKey: 'contact_credits' } }))
        .status,
    ).toBe(401);
  });
});
