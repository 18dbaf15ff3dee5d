import type Stripe from 'stripe';
import type { PaymentEvent } from './provider.ts';

/**
 * Stripe's events in the lifecycle's terms. Handled: checkout.session.completed, invoice.paid
 * (renewals; the first invoice of a subscription is the checkout's own payment), invoice.payment_failed,
 * customer.subscription.updated (cancel at period end, or not) and customer.subscription.deleted. Any
 * other type an endpoint is subscribed to is recorded and ignored (200): answering 4xx would make Stripe
 * retry it for days and then disable the endpoint.
 */

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

export function normalizeStripeEvent(event: Stripe.Event): PaymentEvent {
  const head = { id: event.id, createdAt: new Date(event.created * 1000) };
  const ignored = (): PaymentEvent => ({ ...head, type: 'ignored', providerType: event.type });
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const checkoutId = session.client_reference_id ?? session.metadata?.checkout_id;
      // Paid later (bank debits): the membership waits for async_payment_succeeded, not handled here.
      if (!checkoutId || session.payment_status === 'unpaid') return ignored();
      const subscription = idOf(session.subscription) ?? idOf(session.payment_intent) ?? session.id;
      return {
        ...head,
        type: 'checkout.completed',
        checkoutId,
        planId: session.metadata?.plan_id ?? '',
        amountCents: session.amount_total ?? 0,
        currency: session.currency ?? '',
        subscriptionRef: subscription,
        paymentRef: idOf(session.invoice) ?? idOf(session.payment_intent) ?? session.id,
      };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const subscriptionRef = subscriptionOfInvoice(invoice);
      if (!subscriptionRef || invoice.billing_reason === 'subscription_create' || !invoice.id)
        return ignored();
      const ends = invoice.lines.data.map((line) => line.period.end);
      return {
        ...head,
        type: 'invoice.paid',
        subscriptionRef,
        invoiceRef: invoice.id,
        amountCents: invoice.amount_paid,
        currency: invoice.currency,
        periodEnd: ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null,
      };
    }
    case 'invoice.payment_failed': {
      const subscriptionRef = subscriptionOfInvoice(event.data.object);
      return subscriptionRef ? { ...head, type: 'payment.failed', subscriptionRef } : ignored();
    }
    case 'customer.subscription.updated': {
      const subscription = event.data.object;
      return {
        ...head,
        type: 'subscription.updated',
        subscriptionRef: subscription.id,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
      };
    }
    case 'customer.subscription.deleted':
      return { ...head, type: 'subscription.deleted', subscriptionRef: event.data.object.id };
    default:
      return ignored();
  }
}
