import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions } from '../../db/schema/index.ts';
import {
  FREE_PLAN_ID,
  SANDBOX_CARDS,
  SANDBOX_TEXTS,
  type TSandboxCheckout,
} from '../../../shared/membership/membership-contract.ts';
import { call, expectError } from '../../../../tests/support/api-calls.ts';
import { buildPlan, giveMembership } from '../../../../tests/support/factories/memberships.ts';
import { buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { billingOf, CARD, myMembership, startCheckout } from '../../../../tests/support/payments.ts';
import { capturingLogger } from '../../../../tests/support/log-capture.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
const { log, lines: logLines } = capturingLogger('debug');
beforeAll(async () => {
  t = await createTestApp({}, log);
});
afterAll(async () => {
  await t.close();
});

const pay = (cookie: string, id: string, card: Partial<Record<keyof typeof CARD, string>> = {}) =>
  call(t, 'POST', `/api/checkout/sandbox/${id}/pay`, cookie, { ...CARD, ...card });

describe('sandbox checkout', () => {
  it('takes a member from checkout through payment to the plan, with its amount from the database', async () => {
    const plan = await buildPlan(t.db, {
      priceCents: 2499,
      entitlements: { contact_credits: ['30', 'monthly'] },
    });
    const me = await buildSignedIn(t);
    expect((await myMembership(t, me.cookie)).membership).toBeNull();

    const id = await startCheckout(t, me.cookie, plan.id);
    const page = await call(t, 'GET', `/api/checkout/sandbox/${id}`, me.cookie);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      id,
      status: 'open',
      email: me.email,
      plan: {
        id: plan.id,
        name: plan.name,
        price_cents: 2499,
        currency: 'usd',
        billing_model: 'recurring',
        billing_period: 'monthly',
        trial_days: 0,
      },
      success_url: `/membership?checkout=success&session=${id}`,
      cancel_url: '/membership?checkout=cancelled',
    } satisfies TSandboxCheckout);
    // Nothing changes before the payment's webhook.
    expect((await myMembership(t, me.cookie)).membership).toBeNull();

    const paid = await pay(me.cookie, id, { card_number: '4242 4242 4242 4242' });
    expect(paid).toMatchObject({
      status: 200,
      body: { status: 'paid', redirect_url: `/membership?checkout=success&session=${id}` },
    });
    const after = await myMembership(t, me.cookie);
    expect(after.plan.id).toBe(plan.id);
    expect(after.membership).toMatchObject({
      plan_id: plan.id,
      status: 'active',
      auto_renew: true,
      cancellable: true,
    });
    const days =
      (Date.parse(after.membership!.ends_at!) - Date.parse(after.membership!.starts_at)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(after.features.find((f) => f.feature_key === 'contact_credits')).toMatchObject({
      limit: 30,
      used: 0,
    });

    const { memberships, transactions } = await billingOf(t, me.id);
    expect(memberships).toHaveLength(1);
    expect(transactions).toMatchObject([
      { amountCents: 2499, currency: 'usd', status: 'completed', kind: 'initial', provider: 'sandbox' },
    ]);
    expect((await call(t, 'GET', `/api/checkout/sandbox/${id}`, me.cookie)).body).toMatchObject({
      status: 'paid',
    });
    // Paying again is refused and changes nothing.
    expectError(await pay(me.cookie, id), 409, 'CHECKOUT_CLOSED');
    expect((await billingOf(t, me.id)).transactions).toHaveLength(1);
  });

  it('starts a trial for the trial price plus the signup fee, ending after the trial days', async () => {
    const plan = await buildPlan(t.db, {
      priceCents: 1000,
      trialDays: 7,
      trialPriceCents: 100,
      signupFeeCents: 50,
    });
    const me = await buildSignedIn(t);
    await pay(me.cookie, await startCheckout(t, me.cookie, plan.id));
    const { memberships, transactions } = await billingOf(t, me.id);
    expect(transactions.map((x) => x.amountCents)).toEqual([150]);
    expect(memberships[0]!.endsAt!.getTime() - memberships[0]!.startsAt.getTime()).toBe(7 * 86_400_000);
  });

  it('declines the declined card (402) and any other number, changing nothing', async () => {
    const plan = await buildPlan(t.db);
    const me = await buildSignedIn(t);
    const id = await startCheckout(t, me.cookie, plan.id);
    for (const card_number of [SANDBOX_CARDS.declined, '5555555555554444']) {
      expectError(await pay(me.cookie, id, { card_number }), 402, 'CARD_DECLINED', SANDBOX_TEXTS.declined);
    }
    expect(await billingOf(t, me.id)).toEqual({ memberships: [], transactions: [] });
    expect((await call(t, 'GET', `/api/checkout/sandbox/${id}`, me.cookie)).body).toMatchObject({
      status: 'open',
    });
    expect((await myMembership(t, me.cookie)).plan.id).toBe(FREE_PLAN_ID);
  });

  it('refuses bad card fields (400) without echoing them', async () => {
    const plan = await buildPlan(t.db);
    const me = await buildSignedIn(t);
    const id = await startCheckout(t, me.cookie, plan.id);
    const answer = await pay(me.cookie, id, { card_number: '4242', expiry: '13/40', cvc: 'x' });
    expectError(answer, 400, 'VALIDATION_FAILED');
    expect(Object.keys((answer.body as { error: { fields: object } }).error.fields).sort()).toEqual([
      'card_number',
      'cvc',
      'expiry',
    ]);
    expect(answer.text).not.toContain('4242');
    expect(await billingOf(t, me.id)).toEqual({ memberships: [], transactions: [] });
  });

  it("answers 404 for someone else's checkout, to read or to pay", async () => {
    const plan = await buildPlan(t.db);
    const owner = await buildSignedIn(t);
    const other = await buildSignedIn(t);
    const id = await startCheckout(t, owner.cookie, plan.id);
    expectError(await call(t, 'GET', `/api/checkout/sandbox/${id}`, other.cookie), 404, 'NOT_FOUND');
    expectError(await pay(other.cookie, id), 404, 'NOT_FOUND');
    expectError(
      await call(t, 'GET', '/api/checkout/sandbox/no-such-checkout', owner.cookie),
      404,
      'NOT_FOUND',
    );
    expect((await billingOf(t, other.id)).memberships).toEqual([]);
    expect((await billingOf(t, owner.id)).memberships).toEqual([]);
  });

  it('expires a checkout after an hour: it can no longer be paid', async () => {
    const plan = await buildPlan(t.db);
    const me = await buildSignedIn(t);
    const id = await startCheckout(t, me.cookie, plan.id);
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await call(t, 'GET', `/api/checkout/sandbox/${id}`, me.cookie)).body).toMatchObject({
      status: 'expired',
    });
    expectError(await pay(me.cookie, id), 409, 'CHECKOUT_CLOSED');
    expect((await billingOf(t, me.id)).memberships).toEqual([]);
  });

  it('refuses a checkout for an unknown or inactive plan (404), Free (400) and my current plan (409)', async () => {
    const inactive = await buildPlan(t.db, { isActive: false });
    const current = await buildPlan(t.db);
    const me = await buildSignedIn(t);
    await giveMembership(t.db, me.id, current.id, { now: t.clock.now() });
    const checkout = (planId: unknown) => call(t, 'POST', '/api/membership/checkout', me.cookie, { planId });
    expectError(await checkout('no-such-plan'), 404, 'NOT_FOUND');
    expectError(await checkout(inactive.id), 404, 'NOT_FOUND');
    expectError(await checkout(FREE_PLAN_ID), 400, 'PLAN_NOT_FOR_SALE');
    expectError(await checkout(current.id), 409, 'ALREADY_ON_PLAN');
    expectError(await checkout(''), 400, 'VALIDATION_FAILED');
    expectError(
      await call(t, 'POST', '/api/membership/checkout', me.cookie, { planId: current.id, amount: 1 }),
      400,
      'VALIDATION_FAILED',
    );
    const stored = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, me.id));
    expect(stored).toEqual([]);
  });

  it('answers 401 to a visitor', async () => {
    const plan = await buildPlan(t.db);
    expectError(
      await call(t, 'POST', '/api/membership/checkout', undefined, { planId: plan.id }),
      401,
      'UNAUTHORIZED',
    );
    expectError(await call(t, 'GET', '/api/checkout/sandbox/x', undefined), 401, 'UNAUTHORIZED');
    expectError(await call(t, 'POST', '/api/checkout/sandbox/x/pay', undefined, CARD), 401, 'UNAUTHORIZED');
    expectError(
      await call(t, 'POST', '/api/membership/cancel', undefined, { membershipId: 'x' }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('never logs or stores card data, while logging each payment event', async () => {
    const plan = await buildPlan(t.db);
    const me = await buildSignedIn(t);
    const id = await startCheckout(t, me.cookie, plan.id);
    const cvc = '987';
    await pay(me.cookie, id, { card_number: SANDBOX_CARDS.declined, cvc });
    await pay(me.cookie, id, { cvc });
    const logs = logLines.join('');
    expect(logs).toContain(`"eventId":"evt_sbx_checkout_${id}"`);
    for (const secret of [SANDBOX_CARDS.pays, SANDBOX_CARDS.declined, `"cvc"`, 'Test Payer']) {
      expect(logs).not.toContain(secret);
    }
    const [row] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
    // Full card numbers: 16 digits in a row, which no uuid or timestamp of the row can contain.
    expect(JSON.stringify(row)).not.toMatch(/4242424242424242|4000000000000002|Test Payer|cvc/);
  });
});
