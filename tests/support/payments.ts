import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { membershipTransactions, paymentEvents, userMemberships } from '../../src/server/db/schema/index.ts';
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxPayload,
} from '../../src/server/features/membership/payments/sandbox-signature.ts';
import type { TSandboxEvent } from '../../src/server/features/membership/payments/sandbox-events.ts';
import {
  SANDBOX_CARDS,
  type TCheckoutReply,
  type TMembershipMe,
} from '../../src/shared/membership/membership-contract.ts';
import { call } from './api-calls.ts';
import type { TestApp } from './test-app.ts';

/** Checkout and payment webhooks from tests: through the real routes, signed like the sandbox signs. */

export const CARD = { card_number: SANDBOX_CARDS.pays, expiry: '12/34', cvc: '123', name: 'Test Payer' };

/** Starts a sandbox checkout for `planId` and returns its id (from the answered URL). */
export async function startCheckout(t: TestApp, cookie: string, planId: string): Promise<string> {
  const answer = await call(t, 'POST', '/api/membership/checkout', cookie, { planId });
  expect(answer.status, answer.text).toBe(200);
  const { url } = answer.body as TCheckoutReply;
  const id = url.split('/checkout/sandbox/')[1];
  expect(url).toBe(`${t.config.publicUrl}/checkout/sandbox/${id}`);
  return id!;
}

/** Checkout and pay with the test card that pays: the member is on `planId` afterwards. */
export async function subscribe(t: TestApp, cookie: string, planId: string): Promise<string> {
  const id = await startCheckout(t, cookie, planId);
  const paid = await call(t, 'POST', `/api/checkout/sandbox/${id}/pay`, cookie, CARD);
  expect(paid.status, paid.text).toBe(200);
  return id;
}

export async function myMembership(t: TestApp, cookie: string): Promise<TMembershipMe> {
  const answer = await call(t, 'GET', '/api/membership/me', cookie);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as TMembershipMe;
}

/** POSTs a raw body to the sandbox webhook, signed (by default correctly, at the server's time). */
export async function postSandboxWebhook(
  t: TestApp,
  rawBody: string,
  signature = signSandboxPayload(t.config.payments.sandboxWebhookSecret, rawBody, t.clock.now()),
) {
  const response = await t.request('/api/webhooks/payments/sandbox', {
    method: 'POST',
    body: rawBody,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as unknown, text };
}

export const sendSandboxEvent = (t: TestApp, event: TSandboxEvent) =>
  postSandboxWebhook(t, JSON.stringify(event));

/** Everything the lifecycle wrote for a member: their memberships and transactions. */
export async function billingOf(t: TestApp, userId: string) {
  const [memberships, transactions] = await Promise.all([
    t.db.select().from(userMemberships).where(eq(userMemberships.userId, userId)),
    t.db.select().from(membershipTransactions).where(eq(membershipTransactions.userId, userId)),
  ]);
  return { memberships, transactions };
}

export async function eventRecorded(t: TestApp, eventId: string): Promise<boolean> {
  const rows = await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
  return rows.length > 0;
}
