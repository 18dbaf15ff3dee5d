import { z } from 'zod';
import { WebhookRefused, type PaymentEvent } from './provider.ts';

/**
 * The sandbox's webhook payloads: what POST /api/checkout/sandbox/{id}/pay and the renewal sweep send,
 * and what /api/webhooks/payments/sandbox accepts. Shaped like a provider's events (an id, a type, when
 * it was created, its data); anything else is refused.
 */

const ZRef = z.string().min(1).max(200);
const ZAmount = z.number().int().min(0);
const ZCurrency = z.string().regex(/^[a-z]{3}$/);
const base = { id: ZRef, created_at: z.iso.datetime() };

const ZSandboxEvent = z.discriminatedUnion('type', [
  z.strictObject({
    ...base,
    type: z.literal('checkout.completed'),
    data: z.strictObject({ session_id: ZRef, plan_id: ZRef, amount_cents: ZAmount, currency: ZCurrency }),
  }),
  z.strictObject({
    ...base,
    type: z.literal('invoice.paid'),
    data: z.strictObject({
      subscription_id: ZRef,
      invoice_id: ZRef,
      amount_cents: ZAmount,
      currency: ZCurrency,
    }),
  }),
  z.strictObject({
    ...base,
    type: z.literal('payment.failed'),
    data: z.strictObject({ subscription_id: ZRef }),
  }),
  z.strictObject({
    ...base,
    type: z.literal('subscription.deleted'),
    data: z.strictObject({ subscription_id: ZRef }),
  }),
]);
export type TSandboxEvent = z.infer<typeof ZSandboxEvent>;

/** The sandbox's subscription and payment ids of a checkout: derived, so nothing else needs storing. */
export const sandboxSubscriptionRef = (checkoutId: string) => `sub_sbx_${checkoutId}`;
export const sandboxPaymentRef = (checkoutId: string) => `pay_sbx_${checkoutId}`;

export function parseSandboxEvent(rawBody: string): PaymentEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new WebhookRefused('INVALID_EVENT', 'The webhook body is not JSON.');
  }
  const parsed = ZSandboxEvent.safeParse(json);
  if (!parsed.success) throw new WebhookRefused('INVALID_EVENT', 'The webhook is not a known sandbox event.');
  const e = parsed.data;
  const head = { id: e.id, createdAt: new Date(e.created_at) };
  switch (e.type) {
    case 'checkout.completed':
      return {
        ...head,
        type: e.type,
        checkoutId: e.data.session_id,
        planId: e.data.plan_id,
        amountCents: e.data.amount_cents,
        currency: e.data.currency,
        subscriptionRef: sandboxSubscriptionRef(e.data.session_id),
        paymentRef: sandboxPaymentRef(e.data.session_id),
      };
    case 'invoice.paid':
      return {
        ...head,
        type: e.type,
        subscriptionRef: e.data.subscription_id,
        invoiceRef: e.data.invoice_id,
        amountCents: e.data.amount_cents,
        currency: e.data.currency,
        periodEnd: null,
      };
    case 'payment.failed':
    case 'subscription.deleted':
      return { ...head, type: e.type, subscriptionRef: e.data.subscription_id };
  }
}
