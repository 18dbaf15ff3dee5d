import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  checkoutSessions,
  membershipPlans,
  membershipTransactions,
  paymentEvents,
  userMemberships,
  users,
} from '../../../db/schema/index.ts';
import { resetUsage } from '../../../domain/membership/entitlements.ts';
import { firstPeriodEnd, isRecurring } from './periods.ts';
import { WebhookRefused, type PaymentEvent, type PaymentProviderName } from './provider.ts';
import { isStale, type ApplyOutcome, type Tx } from './event-outcome.ts';
import { applySubscriptionEvent } from './subscription-events.ts';

/**
 * Applies a verified payment event exactly once (issue 19). One transaction records the event's id in
 * payment_events and makes its change: a replay finds the id taken (a concurrent twin waits on the
 * primary key until the first commits) and changes nothing. A refusal (unknown checkout or plan, an
 * amount that is not the one in the database) throws WebhookRefused inside the transaction, so the
 * event is not recorded either and nothing changes. An event older than the newest one applied to its
 * membership (last_event_at) is recorded but changes nothing: providers do not deliver in order.
 */
export function applyPaymentEvent(
  db: Db,
  provider: PaymentProviderName,
  event: PaymentEvent,
  now: Date,
): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return { kind: 'duplicate' };
    if (event.type === 'ignored') return { kind: 'ignored' };
    if (event.type === 'checkout.completed') return completeCheckout(tx, provider, event, now);
    return applySubscriptionEvent(tx, provider, event, now);
  });
}

const refuse = (message: string): never => {
  throw new WebhookRefused('EVENT_REFUSED', message);
};

/**
 * A paid checkout: the member's new membership, for the plan and price stored with the checkout. It
 * replaces whatever membership they had (an upgrade) in this same transaction, so the one-current index
 * never sees two.
 */
async function completeCheckout(
  tx: Tx,
  provider: PaymentProviderName,
  event: Extract<PaymentEvent, { type: 'checkout.completed' }>,
  now: Date,
): Promise<ApplyOutcome> {
  const [checkout] = await tx
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, event.checkoutId), eq(checkoutSessions.provider, provider)))
    .for('update');
  if (!checkout) return refuse(`unknown checkout ${event.checkoutId}`);
  if (checkout.planId !== event.planId) return refuse(`plan ${event.planId} is not the checkout's`);
  const [plan] = await tx.select().from(membershipPlans).where(eq(membershipPlans.id, checkout.planId));
  if (!plan) return refuse(`unknown plan ${checkout.planId}`);
  if (event.amountCents !== checkout.amountCents || event.currency.toLowerCase() !== checkout.currency) {
    return refuse(
      `amount ${event.amountCents} ${event.currency} is not the checkout's ${checkout.amountCents} ${checkout.currency}`,
    );
  }
  // Completed already under another event id (a provider may send both a session and a payment event).
  if (checkout.membershipId) return { kind: 'duplicate' };

  // Two checkouts of one member completing at once take turns here: each sees the other's membership
  // (and ends it) instead of both inserting one and the second failing on the one-current index.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, checkout.userId)).for('update');
  const current = await tx
    .select()
    .from(userMemberships)
    .where(and(eq(userMemberships.userId, checkout.userId), ne(userMemberships.status, 'ended')))
    .for('update');
  // A checkout paid before the one that made the current membership, but delivered after it: its money
  // was taken all the same, so its membership and payment are recorded, as replaced at once by the newer
  // one (and its subscription stopped after the commit) rather than dropped as a stale event.
  const superseded = current.some((m) => isStale(m, event));

  const at = now.toISOString();
  const replaced = superseded
    ? []
    : await tx
        .update(userMemberships)
        .set({
          status: 'ended',
          autoRenew: false,
          endsAt: sql`least(coalesce(${userMemberships.endsAt}, ${at}::timestamptz), ${at}::timestamptz)`,
          graceEndsAt: null,
          updatedAt: now,
        })
        .where(and(eq(userMemberships.userId, checkout.userId), ne(userMemberships.status, 'ended')))
        .returning();

  const [membership] = await tx
    .insert(userMemberships)
    .values({
      id: randomUUID(),
      userId: checkout.userId,
      planId: plan.id,
      status: superseded ? 'ended' : 'active',
      startsAt: now,
      endsAt: superseded ? now : firstPeriodEnd(plan, now),
      autoRenew: !superseded && isRecurring(plan),
      provider,
      providerRef: event.subscriptionRef,
      lastEventAt: event.createdAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!membership) throw new Error('membership insert returned no row');
  if (!superseded) await resetUsage(tx, checkout.userId);
  await tx
    .insert(membershipTransactions)
    .values({
      id: randomUUID(),
      userId: checkout.userId,
      membershipId: membership.id,
      planId: plan.id,
      amountCents: checkout.amountCents,
      currency: checkout.currency,
      status: 'completed',
      kind: 'initial',
      provider,
      providerRef: event.paymentRef,
      createdAt: now,
    })
    .onConflictDoNothing();
  await tx
    .update(checkoutSessions)
    .set({ status: 'paid', membershipId: membership.id, updatedAt: now })
    .where(eq(checkoutSessions.id, checkout.id));
  return {
    kind: 'applied',
    userId: checkout.userId,
    membershipId: membership.id,
    replaced: superseded ? [membership] : replaced,
  };
}
