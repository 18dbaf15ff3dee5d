import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipTransactions, userMemberships } from '../../db/schema/index.ts';
import { call } from '../../../../tests/support/api-calls.ts';
import { buildMember, buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { buildPlan } from '../../../../tests/support/factories/memberships.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import type { TMembershipStats } from '../../../shared/admin/plans-contract.ts';
import { loadMembershipStats } from './membership-stats-service.ts';

/**
 * GET /api/admin/membership-stats against figures worked out by hand on a small data set, the clock at
 * 2026-03-15 12:00 UTC: rows on both sides of each boundary (the first of the month, 30 days ago, the
 * first chart month).
 */

const NOW = new Date('2026-03-15T12:00:00Z');
const at = (iso: string) => new Date(iso);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
});
afterAll(async () => {
  await t.close();
});

type MembershipFields = {
  status: 'active' | 'cancelled' | 'past_due' | 'ended';
  startsAt: string;
  endsAt: string | null;
  updatedAt: string;
  graceEndsAt?: string;
};

async function membership(userId: string, planId: string, f: MembershipFields) {
  await t.db.insert(userMemberships).values({
    id: randomUUID(),
    userId,
    planId,
    status: f.status,
    startsAt: at(f.startsAt),
    endsAt: f.endsAt ? at(f.endsAt) : null,
    graceEndsAt: f.graceEndsAt ? at(f.graceEndsAt) : null,
    autoRenew: f.status === 'active',
    provider: 'sandbox',
    createdAt: at(f.startsAt),
    updatedAt: at(f.updatedAt),
    // As the cancel writers stamp it (checkout-service, subscription-events).
    cancelledAt: f.status === 'cancelled' ? at(f.updatedAt) : null,
  });
}

async function payment(userId: string, planId: string, cents: number, createdAt: string, more = {}) {
  await t.db.insert(membershipTransactions).values({
    id: randomUUID(),
    userId,
    planId,
    amountCents: cents,
    currency: 'usd',
    status: 'completed',
    kind: 'initial',
    provider: 'sandbox',
    createdAt: at(createdAt),
    ...more,
  });
}

describe('membership stats', () => {
  it('answers null rates rather than dividing by zero when there is nobody', async () => {
    const { overview } = await loadMembershipStats(t.db, NOW);
    expect(overview).toMatchObject({ active_subscriptions: 0, churn_rate: null, retention_rate: null });
  });

  it('computes the overview, the 12 months and the plans by the spec formulas', async () => {
    const admin: SignedIn = await buildSignedIn(t, { role: 'admin' });
    const [u1, u2, u3, u4] = await Promise.all([1, 2, 3, 4].map(() => buildMember(t.db)));
    const u5 = await buildMember(t.db, { profile: false });
    const alpha = await buildPlan(t.db, { name: 'Alpha', displayOrder: 1 });
    const beta = await buildPlan(t.db, { name: 'Beta', displayOrder: 2 });

    // m1: active now; Jan, Feb, Mar.
    await membership(u1!.id, alpha.id, {
      status: 'active',
      startsAt: '2026-01-10T00:00:00Z',
      endsAt: '2026-04-10T00:00:00Z',
      updatedAt: '2026-01-10T00:00:00Z',
    });
    // m2: cancelled at the very first instant of March, still in its period: active now; Feb, Mar.
    await membership(u2!.id, alpha.id, {
      status: 'cancelled',
      startsAt: '2026-02-20T00:00:00Z',
      endsAt: '2026-03-20T00:00:00Z',
      updatedAt: '2026-03-01T00:00:00Z',
    });
    // m3: cancelled the last second of February, its period over on 5 March: Jan, Feb, Mar; not now.
    await membership(u3!.id, beta.id, {
      status: 'cancelled',
      startsAt: '2026-01-05T00:00:00Z',
      endsAt: '2026-03-05T00:00:00Z',
      updatedAt: '2026-02-28T23:59:59Z',
    });
    // m4: ended long ago: only April 2025, the first chart month.
    await membership(u4!.id, beta.id, {
      status: 'ended',
      startsAt: '2025-03-10T00:00:00Z',
      endsAt: '2025-04-10T00:00:00Z',
      updatedAt: '2025-04-10T00:00:00Z',
    });
    // m5: past due within its grace (a member without a profile): active now; Feb, Mar.
    await membership(u5.id, beta.id, {
      status: 'past_due',
      startsAt: '2026-02-01T00:00:00Z',
      endsAt: '2026-03-01T00:00:00Z',
      graceEndsAt: '2026-03-20T00:00:00Z',
      updatedAt: '2026-03-01T00:00:00Z',
    });

    await payment(u1!.id, alpha.id, 1999, '2026-03-10T00:00:00Z'); // last 30 days; March
    await payment(u2!.id, alpha.id, 500, '2026-02-13T12:00:00Z'); // exactly 30 days ago: out; February
    await payment(u3!.id, beta.id, 700, '2026-02-13T12:00:01Z'); // just inside 30 days; February
    await payment(u1!.id, alpha.id, 9999, '2026-03-11T00:00:00Z', { status: 'failed' }); // never
    await payment(u1!.id, alpha.id, 3000, '2026-03-12T00:00:00Z', { currency: 'eur' }); // never
    await payment(u4!.id, beta.id, 1500, '2025-04-01T00:00:00Z'); // first chart month
    await payment(u4!.id, beta.id, 800, '2025-03-31T23:59:59Z'); // before the chart

    // The test clock runs on from where it is set: set it again now, so building the data above (seconds
    // on a loaded machine) does not carry the payment one second inside the 30 days out of them.
    t.clock.set(NOW);
    const answer = await call(t, 'GET', '/api/admin/membership-stats', admin.cookie);
    expect(answer.status, answer.text).toBe(200);
    const stats = answer.body as TMembershipStats;

    // Profiles: u1-u4 and the admin (5). Active: m1, m2, m5 (3). Cancelled in March: m2 (1).
    expect(stats.overview).toEqual({
      total_memberships: 5,
      active_subscriptions: 3,
      cancelled_this_month: 1,
      monthly_revenue_cents: 1999 + 700,
      conversion_rate: 60,
      churn_rate: 33,
      retention_rate: 67,
    });

    expect(stats.months.map((month) => month.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    const figures = Object.fromEntries(
      stats.months.map((m) => [m.month, [m.active_subscriptions, m.revenue_cents, m.cancelled]]),
    );
    expect(figures['2025-04']).toEqual([1, 1500, 0]);
    expect(figures['2025-05']).toEqual([0, 0, 0]);
    expect(figures['2025-12']).toEqual([0, 0, 0]);
    expect(figures['2026-01']).toEqual([2, 0, 0]);
    expect(figures['2026-02']).toEqual([4, 1200, 1]);
    expect(figures['2026-03']).toEqual([4, 1999, 1]);

    const mine = stats.by_plan.filter((row) => [alpha.id, beta.id, 'free'].includes(row.plan_id));
    expect(mine).toEqual([
      { plan_id: 'free', name: 'Free', active_subscriptions: 0 },
      { plan_id: alpha.id, name: 'Alpha', active_subscriptions: 2 },
      { plan_id: beta.id, name: 'Beta', active_subscriptions: 1 },
    ]);
  });
});
