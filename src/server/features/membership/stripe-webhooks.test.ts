import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions } from '../../db/schema/index.ts';
import { expectError } from '../../../../tests/support/api-calls.ts';
import { buildPlan } from '../../../../tests/support/factories/memberships.ts';
import { buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { billingOf, myMembership } from '../../../../tests/support/payments.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { checkoutSessionParams } from './payments/stripe-provider.ts';

const SECRET = 'whsec_offline_test_secret';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_offline', STRIPE_WEBHOOK_SECRET: SECRET });
});
afterAll(async () => {
  await t.close();
});

// Only the SDK's offline helpers are used: no request leaves the test.
const sdk = new Stripe('sk_test_offline');
let sequence = 0;
const seconds = (offset = 0) => Math.floor(t.clock.now().getTime() / 1000) + offset;

/** A Stripe-shaped event (the fields we read, as Stripe names them). */
const stripeEvent = (type: string, object: Record<string, unknown>, created = seconds()) => ({
  id: `evt_${(sequence += 1)}_${randomUUID().slice(0, 8)}`,
  object: 'event',
  api_version: '2026-10-28.endive',
  created,
  livemode: false,
  type,
  data: { object },
});

async function deliver(event: object, sign: (payload: string) => string = (p) => header(p)) {
  const payload = JSON.stringify(event);
  const response = await t.request('/api/webhooks/payments/stripe', {
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
const header = (payload: string, secret = SECRET) =>
  sdk.webhooks.generateTestHeaderString({ payload, secret, timestamp: seconds() });

/** A member with a Stripe checkout started for a plan (the row checkout-service would have stored). */
async function stripeCheckout(priceCents = 1999) {
  const plan = await buildPlan(t.db, { priceCents });
  const me = await buildSignedIn(t);
  const id = randomUUID();
  await t.db.insert(checkoutSessions).values({
    id,
    userId: me.id,
    planId: plan.id,
    provider: 'stripe',
    providerRef: `cs_test_${id}`,
    amountCents: priceCents,
    currency: 'usd',
    expiresAt: new Date(t.clock.now().getTime() + 3_600_000),
  });
  const subscription = `sub_${id.slice(0, 12)}`;
  const completed = stripeEvent('checkout.session.completed', {
    id: `cs_test_${id}`,
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: id,
    metadata: { checkout_id: id, plan_id: plan.id },
    amount_total: priceCents,
    currency: 'usd',
    payment_status: 'paid',
    subscription,
    invoice: `in_first_${id.slice(0, 8)}`,
    payment_intent: null,
  });
  return { plan, me, completed, subscription };
}

const invoice = (subscription: string, reason: string, amount: number, periodEnd: number) => ({
  id: `in_${randomUUID().slice(0, 12)}`,
  object: 'invoice',
  billing_reason: reason,
  amount_paid: amount,
  currency: 'usd',
  parent: { type: 'subscription_details', subscription_details: { subscription, metadata: {} } },
  lines: {
    object: 'list',
    data: [{ id: 'il_1', object: 'line_item', period: { start: seconds(), end: periodEnd } }],
  },
});

describe('Stripe webhooks (offline, signed by the SDK test helper)', () => {
  it('walks a subscription through checkout, renewal, failure, cancel at period end and deletion', async () => {
    const { plan, me, completed, subscription } = await stripeCheckout(1999);
    expect(await deliver(completed)).toMatchObject({ status: 200, body: { outcome: 'applied' } });
    expect(await deliver(completed)).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    expect((await myMembership(t, me.cookie)).membership).toMatchObject({
      plan_id: plan.id,
      status: 'active',
    });

    // The subscription's first invoice is the checkout's own payment: not a second transaction.
    const first = stripeEvent(
      'invoice.paid',
      invoice(subscription, 'subscription_create', 1999, seconds(30 * 86_400)),
      seconds(1),
    );
    expect(await deliver(first)).toMatchObject({ status: 200, body: { outcome: 'ignored' } });

    const periodEnd = seconds(62 * 86_400);
    const renewal = stripeEvent(
      'invoice.paid',
      invoice(subscription, 'subscription_cycle', 1999, periodEnd),
      seconds(2),
    );
    expect(await deliver(renewal)).toMatchObject({ status: 200, body: { outcome: 'applied' } });
    let [membership] = (await billingOf(t, me.id)).memberships;
    expect(membership!.endsAt!.getTime()).toBe(periodEnd * 1000);

    const failure = stripeEvent(
      'invoice.payment_failed',
      invoice(subscription, 'subscription_cycle', 1999, periodEnd),
      seconds(3),
    );
    expect((await deliver(failure)).status).toBe(200);
    expect((await billingOf(t, me.id)).memberships[0]!.status).toBe('past_due');

    const updated = (cancel: boolean, at: number) =>
      stripeEvent(
        'customer.subscription.updated',
        { id: subscription, object: 'subscription', cancel_at_period_end: cancel },
        at,
      );
    expect(
      (
        await deliver(
          stripeEvent(
            'invoice.paid',
            invoice(subscription, 'subscription_cycle', 1999, periodEnd),
            seconds(4),
          ),
        )
      ).status,
    ).toBe(200);
    expect((await deliver(updated(true, seconds(5)))).status).toBe(200);
    [membership] = (await billingOf(t, me.id)).memberships;
    expect(membership).toMatchObject({ status: 'cancelled', autoRenew: false });
    // The moment of the cancellation is kept: churn counts it (admin membership stats).
    expect(membership!.cancelledAt).toBeInstanceOf(Date);

    const deleted = stripeEvent(
      'customer.subscription.deleted',
      { id: subscription, object: 'subscription' },
      seconds(6),
    );
    expect((await deliver(deleted)).status).toBe(200);
    // An older update arriving late does not bring it back.
    expect(await deliver(updated(false, seconds(4)))).toMatchObject({
      status: 200,
      body: { outcome: 'stale' },
    });
    const { memberships, transactions } = await billingOf(t, me.id);
    expect(memberships.map((m) => m.status)).toEqual(['ended']);
    expect(transactions.map((x) => x.kind).sort()).toEqual(['initial', 'renewal', 'renewal']);
    expect((await myMembership(t, me.cookie)).membership).toBeNull();
  });

  it('refuses a bad signature, a mismatching amount and an unknown subscription, changing nothing', async () => {
    const { me, completed } = await stripeCheckout(1999);
    expectError(await deliver(completed, (p) => header(p, 'whsec_someone_else')), 400, 'INVALID_SIGNATURE');
    expectError(await deliver(completed, () => 'garbage'), 400, 'INVALID_SIGNATURE');
    const cheaper = { ...completed, data: { object: { ...completed.data.object, amount_total: 100 } } };
    expectError(await deliver(cheaper), 400, 'EVENT_REFUSED');
    const stranger = stripeEvent(
      'invoice.paid',
      invoice('sub_unknown', 'subscription_cycle', 1999, seconds(99)),
    );
    expectError(await deliver(stranger), 400, 'EVENT_REFUSED');
    expect(await billingOf(t, me.id)).toEqual({ memberships: [], transactions: [] });
  });

  it('records and ignores event types it does not handle (Stripe would retry a 4xx for days)', async () => {
    const event = stripeEvent('customer.created', { id: 'cus_1', object: 'customer' });
    expect(await deliver(event)).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    expect(await deliver(event)).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
  });

  it('asks Stripe for a session whose total is the stored amount: trial price and signup fee as a first line', async () => {
    const plan = await buildPlan(t.db, {
      priceCents: 1000,
      trialDays: 7,
      trialPriceCents: 100,
      signupFeeCents: 50,
    });
    const params = checkoutSessionParams(
      plan,
      { email: 'a@example.test' },
      { id: 'c1', amountCents: 150, currency: 'usd', expiresAt: new Date(0) },
      { successUrl: 's', cancelUrl: 'c' },
    );
    expect(params).toMatchObject({
      mode: 'subscription',
      client_reference_id: 'c1',
      metadata: { checkout_id: 'c1', plan_id: plan.id },
      subscription_data: { trial_period_days: 7 },
    });
    expect(params.line_items?.map((l) => l.price_data?.unit_amount)).toEqual([1000, 150]);
    expect(params.line_items?.[0]?.price_data?.recurring).toEqual({ interval: 'month', interval_count: 1 });
    const once = await buildPlan(t.db, { billingModel: 'lifetime', billingPeriod: null, priceCents: 9900 });
    const lifetime = checkoutSessionParams(
      once,
      { email: 'a@example.test' },
      { id: 'c2', amountCents: 9900, currency: 'usd', expiresAt: new Date(0) },
      { successUrl: 's', cancelUrl: 'c' },
    );
    expect(lifetime).toMatchObject({ mode: 'payment' });
    expect(lifetime.line_items).toHaveLength(1);
    expect(lifetime).not.toHaveProperty('subscription_data');
  });
});
