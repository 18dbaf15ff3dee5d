import Stripe from 'stripe';
import type { PlanRow } from '../../../domain/membership/current-plan.ts';
import type { Clock } from '../../../infra/clock.ts';
import { isRecurring } from './periods.ts';
import { WebhookRefused, type CheckoutDraft, type PaymentProvider } from './provider.ts';
import { normalizeStripeEvent } from './stripe-events.ts';

const INTERVALS = {
  weekly: { interval: 'week', interval_count: 1 },
  monthly: { interval: 'month', interval_count: 1 },
  quarterly: { interval: 'month', interval_count: 3 },
  annual: { interval: 'year', interval_count: 1 },
} as const;

/**
 * Stripe Checkout Sessions: subscription mode for recurring plans (with the plan's trial), payment mode
 * for one-time and lifetime ones. The amounts are the plan's (its Stripe price when it has one), and a
 * trial price or signup fee is a one-time line on the first invoice, so the session's amount_total is
 * exactly what checkout-service stored; the webhook is refused otherwise.
 */
export function checkoutSessionParams(
  plan: PlanRow,
  member: { email: string },
  draft: CheckoutDraft,
  urls: { successUrl: string; cancelUrl: string },
): Stripe.Checkout.SessionCreateParams {
  const recurring = isRecurring(plan);
  const period = INTERVALS[(plan.billingPeriod ?? 'monthly') as keyof typeof INTERVALS] ?? INTERVALS.monthly;
  const main: Stripe.Checkout.SessionCreateParams.LineItem = plan.providerPriceRef
    ? { price: plan.providerPriceRef, quantity: 1 }
    : {
        quantity: 1,
        price_data: {
          currency: plan.currency,
          unit_amount: plan.priceCents,
          product_data: { name: plan.name },
          ...(recurring ? { recurring: period } : {}),
        },
      };
  const firstCharge = recurring && plan.trialDays > 0 ? 0 : plan.priceCents;
  const extra = draft.amountCents - firstCharge;
  const lineItems = [main];
  if (extra > 0) {
    lineItems.push({
      quantity: 1,
      price_data: {
        currency: plan.currency,
        unit_amount: extra,
        product_data: { name: `${plan.name}: first payment` },
      },
    });
  }
  const metadata = { checkout_id: draft.id, plan_id: plan.id };
  return {
    mode: recurring ? 'subscription' : 'payment',
    line_items: lineItems,
    client_reference_id: draft.id,
    customer_email: member.email,
    metadata,
    success_url: urls.successUrl,
    cancel_url: urls.cancelUrl,
    expires_at: Math.floor(draft.expiresAt.getTime() / 1000),
    ...(recurring
      ? {
          subscription_data: {
            metadata,
            ...(plan.trialDays > 0 ? { trial_period_days: plan.trialDays } : {}),
          },
        }
      : {}),
  };
}

export function stripeProvider(
  keys: { secretKey: string; webhookSecret: string },
  clock: Clock,
): PaymentProvider {
  const stripe = new Stripe(keys.secretKey);
  return {
    name: 'stripe',
    createCheckout: async (plan, member, draft, urls) => {
      const session = await stripe.checkout.sessions.create(
        checkoutSessionParams(plan, member, draft, urls),
        {
          idempotencyKey: `checkout-${draft.id}`,
        },
      );
      if (!session.url) throw new Error('Stripe created a checkout session without a URL');
      return { url: session.url, sessionRef: session.id };
    },
    cancel: async (membership) => {
      // One-time and lifetime purchases (payment intents) have nothing that renews.
      if (!membership.providerRef?.startsWith('sub_')) return;
      await stripe.subscriptions.update(membership.providerRef, { cancel_at_period_end: true });
    },
    verifyWebhook: (rawBody, headers) => {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          headers.get('stripe-signature') ?? '',
          keys.webhookSecret,
          undefined,
          undefined,
          clock.now().getTime(),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new WebhookRefused('INVALID_SIGNATURE', error.message);
        }
        throw new WebhookRefused('INVALID_EVENT', 'The webhook body is not a Stripe event.');
      }
      return Promise.resolve(normalizeStripeEvent(event));
    },
  };
}
