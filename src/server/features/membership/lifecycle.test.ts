import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_PLAN_ID, type TMembershipMe } from '../../../shared/membership/membership-contract.ts';
import { call, expectError } from '../../../../tests/support/api-calls.ts';
import { buildPlan, giveMembership } from '../../../../tests/support/factories/memberships.ts';
import { buildSignedIn } from '../../../../tests/support/factories/members.ts';
import {
  billingOf,
  CARD,
  myMembership,
  sendSandboxEvent,
  startCheckout,
  subscribe,
} from '../../../../tests/support/payments.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { runMembershipSweep } from './payments/sweep.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const cancel = (cookie: string, membershipId: string) =>
  call(t, 'POST', '/api/membership/cancel', cookie, { membershipId });
/** Moves the server's clock to just past `to`. */
const moveTo = (to: Date) => t.clock.set(new Date(to.getTime() + 1000));

describe('membership lifecycle', () => {
  it('upgrades by replacing the current membership: exactly one current, the old one ended', async () => {
    const premium = await buildPlan(t.db, { name: 'Premium', priceCents: 1999 });
    const elite = await buildPlan(t.db, { name: 'Elite', priceCents: 4999 });
    const me = await buildSignedIn(t);
    await subscribe(t, me.cookie, premium.id);
    await subscribe(t, me.cookie, elite.id);
    expect((await myMembership(t, me.cookie)).plan.id).toBe(elite.id);
    const { memberships, transactions } = await billingOf(t, me.id);
    expect(memberships.filter((m) => m.status !== 'ended').map((m) => m.planId)).toEqual([elite.id]);
    expect(memberships.find((m) => m.planId === premium.id)).toMatchObject({
      status: 'ended',
      autoRenew: false,
    });
    expect(transactions.map((x) => x.amountCents).sort()).toEqual([1999, 4999]);
  });

  it('completes two checkouts paid at once one after the other: one current membership', async () => {
    const premium = await buildPlan(t.db, { name: 'Premium' });
    const elite = await buildPlan(t.db, { name: 'Elite' });
    const me = await buildSignedIn(t);
    const ids = [await startCheckout(t, me.cookie, premium.id), await startCheckout(t, me.cookie, elite.id)];
    const paid = await Promise.all(
      ids.map((id) => call(t, 'POST', `/api/checkout/sandbox/${id}/pay`, me.cookie, CARD)),
    );
    expect(paid.map((p) => p.status)).toEqual([200, 200]);
    const { memberships, transactions } = await billingOf(t, me.id);
    expect(memberships.filter((m) => m.status !== 'ended')).toHaveLength(1);
    expect(memberships).toHaveLength(2);
    expect(transactions).toHaveLength(2);
  });

  it('cancels: no renewal, access until ends_at, then Free after the sweep', async () => {
    const plan = await buildPlan(t.db, { entitlements: { advanced_filters: 'true' } });
    const me = await buildSignedIn(t);
    await subscribe(t, me.cookie, plan.id);
    const before = await myMembership(t, me.cookie);
    const answer = await cancel(me.cookie, before.membership!.id);
    expect(answer.status, answer.text).toBe(200);
    const body = answer.body as TMembershipMe;
    expect(body.plan.id).toBe(plan.id);
    expect(body.membership).toMatchObject({ status: 'cancelled', auto_renew: false, cancellable: false });
    expect(body.membership!.ends_at).toBe(before.membership!.ends_at);
    expectError(await cancel(me.cookie, before.membership!.id), 409, 'NOT_CANCELLABLE');

    const endsAt = new Date(before.membership!.ends_at!);
    t.clock.set(new Date(endsAt.getTime() - DAY));
    await runMembershipSweep(t.deps);
    expect((await myMembership(t, me.cookie)).plan.id).toBe(plan.id);

    moveTo(endsAt);
    await runMembershipSweep(t.deps);
    const after = await myMembership(t, me.cookie);
    expect(after.membership).toBeNull();
    expect(after.plan.id).toBe(FREE_PLAN_ID);
    const { memberships, transactions } = await billingOf(t, me.id);
    expect(memberships.map((m) => m.status)).toEqual(['ended']);
    expect(transactions).toHaveLength(1);
  });

  it('renews a sandbox subscription when its period ends: a renewal transaction and fresh usage', async () => {
    const plan = await buildPlan(t.db, {
      priceCents: 1500,
      entitlements: { contact_credits: ['3', 'never'] },
    });
    const me = await buildSignedIn(t);
    await subscribe(t, me.cookie, plan.id);
    const spent = await call(t, 'POST', '/api/membership/usage', me.cookie, {
      featureKey: 'contact_credits',
      amount: 3,
    });
    expect(spent.status).toBe(200);
    const first = (await myMembership(t, me.cookie)).membership!;

    moveTo(new Date(first.ends_at!));
    // Two instances sweeping at once, and a rerun: one renewal only (other tests' members renew too).
    await Promise.all([runMembershipSweep(t.deps), runMembershipSweep(t.deps)]);
    await runMembershipSweep(t.deps);

    const now = await myMembership(t, me.cookie);
    expect(now.membership).toMatchObject({ id: first.id, status: 'active', starts_at: first.starts_at });
    expect(Date.parse(now.membership!.ends_at!)).toBeGreaterThan(Date.parse(first.ends_at!) + 27 * DAY);
    expect(now.features.find((f) => f.feature_key === 'contact_credits')).toMatchObject({
      used: 0,
      limit: 3,
    });
    const { transactions } = await billingOf(t, me.id);
    expect(transactions.map((x) => [x.kind, x.amountCents]).sort()).toEqual([
      ['initial', 1500],
      ['renewal', 1500],
    ]);
  });

  it('keeps a past-due member on their plan for the grace period, then ends it', async () => {
    const plan = await buildPlan(t.db);
    const me = await buildSignedIn(t);
    const sessionId = await subscribe(t, me.cookie, plan.id);
    const { ends_at } = (await myMembership(t, me.cookie)).membership!;
    const failure = {
      id: `evt_grace_${sessionId}`,
      type: 'payment.failed' as const,
      created_at: new Date(t.clock.now().getTime() + 1000).toISOString(),
      data: { subscription_id: `sub_sbx_${sessionId}` },
    };
    expect((await sendSandboxEvent(t, failure)).status).toBe(200);
    const endsAt = new Date(ends_at!);
    moveTo(new Date(endsAt.getTime() + 2 * DAY));
    await runMembershipSweep(t.deps);
    expect((await myMembership(t, me.cookie)).membership).toMatchObject({
      status: 'past_due',
      plan_id: plan.id,
    });
    moveTo(new Date(endsAt.getTime() + 3 * DAY));
    await runMembershipSweep(t.deps);
    expect((await myMembership(t, me.cookie)).plan.id).toBe(FREE_PLAN_ID);
    expect((await billingOf(t, me.id)).memberships.map((m) => m.status)).toEqual(['ended']);
  });

  it('ends a one-time plan after its period; a lifetime plan never ends', async () => {
    const once = await buildPlan(t.db, {
      billingModel: 'one-time',
      billingPeriod: 'weekly',
      priceCents: 500,
    });
    const lifetime = await buildPlan(t.db, {
      billingModel: 'lifetime',
      billingPeriod: null,
      priceCents: 9900,
    });
    const a = await buildSignedIn(t);
    const b = await buildSignedIn(t);
    await subscribe(t, a.cookie, once.id);
    await subscribe(t, b.cookie, lifetime.id);
    const mine = (await myMembership(t, a.cookie)).membership!;
    expect(mine).toMatchObject({ auto_renew: false, cancellable: false });
    expect(Date.parse(mine.ends_at!) - Date.parse(mine.starts_at)).toBe(7 * DAY);
    expect((await myMembership(t, b.cookie)).membership).toMatchObject({ ends_at: null, cancellable: false });
    expectError(await cancel(a.cookie, mine.id), 409, 'NOT_CANCELLABLE');

    moveTo(new Date(mine.ends_at!));
    await runMembershipSweep(t.deps);
    expect((await myMembership(t, a.cookie)).plan.id).toBe(FREE_PLAN_ID);
    expect((await myMembership(t, b.cookie)).plan.id).toBe(lifetime.id);
    expect((await billingOf(t, a.id)).transactions).toHaveLength(1);
  });

  it("refuses to cancel someone else's membership (404) and changes nothing", async () => {
    const plan = await buildPlan(t.db);
    const owner = await buildSignedIn(t);
    const other = await buildSignedIn(t);
    const membership = await giveMembership(t.db, owner.id, plan.id, { now: t.clock.now() });
    expectError(await cancel(other.cookie, membership.id), 404, 'NOT_FOUND');
    expectError(await cancel(other.cookie, 'no-such-membership'), 404, 'NOT_FOUND');
    expectError(await call(t, 'POST', '/api/membership/cancel', owner.cookie, {}), 400, 'VALIDATION_FAILED');
    expect((await billingOf(t, owner.id)).memberships).toMatchObject([{ status: 'active', autoRenew: true }]);
  });
});
