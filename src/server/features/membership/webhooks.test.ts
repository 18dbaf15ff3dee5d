import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../../tests/support/api-calls.ts';
import { buildPlan } from '../../../../tests/support/factories/memberships.ts';
import { buildSignedIn } from '../../../../tests/support/factories/members.ts';
import {
  billingOf,
  eventRecorded,
  postSandboxWebhook,
  sendSandboxEvent,
  startCheckout,
  subscribe,
} from '../../../../tests/support/payments.ts';
import { capturingLogger } from '../../../../tests/support/log-capture.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import type { TSandboxEvent } from './payments/sandbox-events.ts';
import { signSandboxPayload } from './payments/sandbox-signature.ts';

let t: TestApp;
const { log, lines: logLines } = capturingLogger('info');
beforeAll(async () => {
  t = await createTestApp({}, log);
});
afterAll(async () => {
  await t.close();
});

let sequence = 0;
const at = (offsetMs = 0) => new Date(t.clock.now().getTime() + offsetMs).toISOString();

/** A completed checkout of a fresh member on a fresh plan, as its webhook describes it (not sent yet). */
async function openCheckout(priceCents = 1999) {
  const plan = await buildPlan(t.db, { priceCents });
  const me = await buildSignedIn(t);
  const sessionId = await startCheckout(t, me.cookie, plan.id);
  const completed: TSandboxEvent = {
    id: `evt_test_${(sequence += 1)}`,
    type: 'checkout.completed',
    created_at: at(),
    data: { session_id: sessionId, plan_id: plan.id, amount_cents: priceCents, currency: 'usd' },
  };
  return { plan, me, sessionId, completed, subscription: `sub_sbx_${sessionId}` };
}

const invoicePaid = (subscription: string, createdAt: string, amount = 1999): TSandboxEvent => ({
  id: `evt_test_${(sequence += 1)}`,
  type: 'invoice.paid',
  created_at: createdAt,
  data: {
    subscription_id: subscription,
    invoice_id: `inv_test_${sequence}`,
    amount_cents: amount,
    currency: 'usd',
  },
});
const failed = (subscription: string, createdAt: string): TSandboxEvent => ({
  id: `evt_test_${(sequence += 1)}`,
  type: 'payment.failed',
  created_at: createdAt,
  data: { subscription_id: subscription },
});

describe('payment webhooks', () => {
  it('applies the same events delivered three times each, shuffled, exactly once', async () => {
    const { me, completed, subscription } = await openCheckout();
    const renewal = invoicePaid(subscription, at(1000));
    // The renewal needs its membership: delivered first it is refused (and retried, as providers do).
    const shuffled = [renewal, completed, renewal, renewal, completed, completed];
    const answers = [];
    for (const event of shuffled) answers.push((await sendSandboxEvent(t, event)).status);
    expect(answers[0]).toBe(400);
    expect(answers.slice(1).every((s) => s === 200)).toBe(true);

    const { memberships, transactions } = await billingOf(t, me.id);
    expect(memberships).toHaveLength(1);
    expect(transactions.map((x) => x.kind).sort()).toEqual(['initial', 'renewal']);
    // Two periods: the checkout's and one renewal, not three.
    const months = (memberships[0]!.endsAt!.getTime() - memberships[0]!.startsAt.getTime()) / 86_400_000;
    expect(months).toBeGreaterThan(55);
    expect(months).toBeLessThan(63);
  });

  it('applies concurrent deliveries of one event once', async () => {
    const { me, completed } = await openCheckout();
    const answers = await Promise.all([1, 2, 3].map(() => sendSandboxEvent(t, completed)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => (a.body as { outcome: string }).outcome).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
    ]);
    const { memberships, transactions } = await billingOf(t, me.id);
    expect([memberships.length, transactions.length]).toEqual([1, 1]);
  });

  it('records a checkout paid earlier but delivered after a newer one: both payments, the newer plan current', async () => {
    const older = await buildPlan(t.db, { priceCents: 1999 });
    const newer = await buildPlan(t.db, { priceCents: 4999 });
    const me = await buildSignedIn(t);
    const checkout = async (plan: typeof older, offsetMs: number): Promise<TSandboxEvent> => ({
      id: `evt_test_${(sequence += 1)}`,
      type: 'checkout.completed',
      created_at: at(offsetMs),
      data: {
        session_id: await startCheckout(t, me.cookie, plan.id),
        plan_id: plan.id,
        amount_cents: plan.priceCents,
        currency: 'usd',
      },
    });
    const first = await checkout(older, 0);
    const second = await checkout(newer, 1000);
    expect(await sendSandboxEvent(t, second)).toMatchObject({ status: 200, body: { outcome: 'applied' } });
    expect(await sendSandboxEvent(t, first)).toMatchObject({ status: 200, body: { outcome: 'applied' } });

    const { memberships, transactions } = await billingOf(t, me.id);
    expect(memberships.filter((m) => m.status !== 'ended').map((m) => m.planId)).toEqual([newer.id]);
    expect(memberships.find((m) => m.planId === older.id)).toMatchObject({
      status: 'ended',
      autoRenew: false,
    });
    expect(transactions.map((x) => x.amountCents).sort()).toEqual([1999, 4999]);
  });

  it('never lets an older event overwrite a newer state', async () => {
    const { me, completed, subscription } = await openCheckout();
    await sendSandboxEvent(t, completed);
    // The renewal (newer) arrives before the failure that preceded it.
    const renewal = invoicePaid(subscription, at(2000));
    const olderFailure = failed(subscription, at(1000));
    expect((await sendSandboxEvent(t, renewal)).status).toBe(200);
    expect(await sendSandboxEvent(t, olderFailure)).toMatchObject({
      status: 200,
      body: { outcome: 'stale' },
    });
    let [membership] = (await billingOf(t, me.id)).memberships;
    expect(membership).toMatchObject({ status: 'active', graceEndsAt: null });
    expect(await eventRecorded(t, olderFailure.id)).toBe(true);

    // A newer failure does apply: past due, with three days of grace after the period's end.
    expect((await sendSandboxEvent(t, failed(subscription, at(3000)))).status).toBe(200);
    [membership] = (await billingOf(t, me.id)).memberships;
    expect(membership!.status).toBe('past_due');
    expect(membership!.graceEndsAt!.getTime() - membership!.endsAt!.getTime()).toBe(3 * 86_400_000);
  });

  it('refuses a bad signature, a stale or missing one, a truncated body and an unknown type: 400, nothing changed', async () => {
    const { me, completed } = await openCheckout();
    const raw = JSON.stringify(completed);
    const secret = t.config.payments.sandboxWebhookSecret;
    const now = t.clock.now();
    const refusals: [string, string | undefined, string][] = [
      [raw, signSandboxPayload('another-secret-that-is-long-enough-000', raw, now), 'INVALID_SIGNATURE'],
      [raw, signSandboxPayload(secret, raw, new Date(now.getTime() - 10 * 60_000)), 'INVALID_SIGNATURE'],
      [raw, '', 'INVALID_SIGNATURE'],
      [raw, 't=1,v1=zz', 'INVALID_SIGNATURE'],
      // Cut short in transit: the signature no longer matches.
      [raw.slice(0, -5), signSandboxPayload(secret, raw, now), 'INVALID_SIGNATURE'],
      // Cut short and signed as it is: not JSON.
      [raw.slice(0, -5), signSandboxPayload(secret, raw.slice(0, -5), now), 'INVALID_EVENT'],
    ];
    const unknownType = JSON.stringify({ ...completed, type: 'customer.created' });
    refusals.push([unknownType, signSandboxPayload(secret, unknownType, now), 'INVALID_EVENT']);
    for (const [body, signature, code] of refusals) {
      logLines.length = 0;
      expectError(await postSandboxWebhook(t, body, signature), 400, code);
      expect(logLines.join(''), code).toContain(`"code":"${code}"`);
    }
    expect(await billingOf(t, me.id)).toEqual({ memberships: [], transactions: [] });
    expect(await eventRecorded(t, completed.id)).toBe(false);
    // The genuine delivery still applies afterwards.
    expect((await sendSandboxEvent(t, completed)).status).toBe(200);
    expect((await billingOf(t, me.id)).memberships).toHaveLength(1);
  });

  it('refuses a mismatching amount, another plan, an unknown checkout or subscription: 400, nothing changed', async () => {
    const { me, completed, subscription } = await openCheckout(1999);
    const other = await buildPlan(t.db, { priceCents: 1999 });
    const data = completed.type === 'checkout.completed' ? completed.data : undefined;
    const variants: TSandboxEvent[] = [
      { ...completed, data: { ...data!, amount_cents: 1 } },
      { ...completed, data: { ...data!, currency: 'eur' } },
      { ...completed, data: { ...data!, plan_id: other.id } },
      { ...completed, data: { ...data!, plan_id: 'no-such-plan' } },
      { ...completed, data: { ...data!, session_id: 'no-such-checkout' } },
      invoicePaid('sub_sbx_unknown', at()),
    ];
    for (const event of variants) expectError(await sendSandboxEvent(t, event), 400, 'EVENT_REFUSED');
    expect(await billingOf(t, me.id)).toEqual({ memberships: [], transactions: [] });
    expect(await eventRecorded(t, completed.id)).toBe(false);

    expect((await sendSandboxEvent(t, completed)).status).toBe(200);
    // A renewal for other than the plan's price is refused too.
    const cheap = invoicePaid(subscription, at(1000), 999);
    expectError(await sendSandboxEvent(t, cheap), 400, 'EVENT_REFUSED');
    const { transactions } = await billingOf(t, me.id);
    expect(transactions.map((x) => x.kind)).toEqual(['initial']);
  });

  it('ends a subscription the provider deleted: the member is back on Free', async () => {
    const plan = await buildPlan(t.db);
    const me = await buildSignedIn(t);
    const sessionId = await subscribe(t, me.cookie, plan.id);
    const deleted: TSandboxEvent = {
      id: `evt_test_${(sequence += 1)}`,
      type: 'subscription.deleted',
      created_at: at(1000),
      data: { subscription_id: `sub_sbx_${sessionId}` },
    };
    expect((await sendSandboxEvent(t, deleted)).status).toBe(200);
    const [membership] = (await billingOf(t, me.id)).memberships;
    expect(membership).toMatchObject({ status: 'ended', autoRenew: false });
  });

  it('answers 404 on the Stripe webhook while Stripe is not configured', async () => {
    const response = await t.request('/api/webhooks/payments/stripe', { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
  });
});
