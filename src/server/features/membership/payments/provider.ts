import type { MembershipRow, PlanRow } from '../../../domain/membership/current-plan.ts';

/**
 * What a payment provider does for Mithaq (issue 19): start a checkout for a plan, stop a subscription
 * renewing, and turn a webhook it sent into one of the events below, or refuse it. Two implement it:
 * the built-in sandbox (the default) and Stripe (when configured). Everything after verification, the
 * lifecycle itself, is provider-neutral (apply-event.ts).
 */
export type PaymentProviderName = 'sandbox' | 'stripe';

export type CheckoutUrls = { successUrl: string; cancelUrl: string };

/** The checkout row already stored for this attempt (its id is ours; the provider may add its own ref). */
export type CheckoutDraft = { id: string; amountCents: number; currency: string; expiresAt: Date };

export type CheckoutMember = { id: string; email: string };

export type PaymentProvider = {
  name: PaymentProviderName;
  /** Where to send the member to pay, and the provider's reference for this checkout (if any). */
  createCheckout: (
    plan: PlanRow,
    member: CheckoutMember,
    draft: CheckoutDraft,
    urls: CheckoutUrls,
  ) => Promise<{ url: string; sessionRef: string | null }>;
  /** Stops the membership from renewing; access continues until its ends_at. */
  cancel: (membership: MembershipRow) => Promise<void>;
  /** The event this webhook carries; throws WebhookRefused for a bad signature or an unreadable body. */
  verifyWebhook: (rawBody: string, headers: Headers) => Promise<PaymentEvent>;
};

type EventBase = { id: string; createdAt: Date };

/** A verified provider event, in the lifecycle's own terms. Amounts are integer cents. */
export type PaymentEvent = EventBase &
  (
    | {
        type: 'checkout.completed';
        /** Our checkout_sessions id: the user, plan and price are read from there, never from the event. */
        checkoutId: string;
        planId: string;
        amountCents: number;
        currency: string;
        /** The provider's subscription (recurring) or payment (one-time, lifetime) id. */
        subscriptionRef: string;
        /** The provider's id of this payment, for the transaction. */
        paymentRef: string;
      }
    | {
        type: 'invoice.paid';
        subscriptionRef: string;
        invoiceRef: string;
        amountCents: number;
        currency: string;
        /** The new period's end when the provider says it; else one billing period after the old end. */
        periodEnd: Date | null;
      }
    | { type: 'payment.failed'; subscriptionRef: string }
    | { type: 'subscription.updated'; subscriptionRef: string; cancelAtPeriodEnd: boolean }
    | { type: 'subscription.deleted'; subscriptionRef: string }
    /** An event the provider sends that needs nothing from us (recorded, so a replay is still a no-op). */
    | { type: 'ignored'; providerType: string }
  );

/** A webhook that is not to be applied: 400, nothing changes, and the reason is logged. */
export class WebhookRefused extends Error {
  constructor(
    readonly code: 'INVALID_SIGNATURE' | 'INVALID_EVENT' | 'EVENT_REFUSED',
    message: string,
  ) {
    super(message);
  }
}
