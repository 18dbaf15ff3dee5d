import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { membershipPlans, membershipTransactions, userMemberships } from '../../../db/schema/index.ts';
import { resetUsage } from '../../../domain/membership/entitlements.ts';
import { isStale, type ApplyOutcome, type Tx } from './event-outcome.ts';
import { addPeriod, GRACE_MS, renewalAmountOf } from './periods.ts';
import { WebhookRefused, type PaymentEvent, type PaymentProviderName } from './provider.ts';

type SubscriptionEvent = Extract<
  PaymentEvent,
  { type: 'invoice.paid' | 'payment.failed' | 'subscription.updated' | 'subscription.deleted' }
>;

/**
 * What happens to an existing subscription: renewed (invoice paid), past due (a payment failed: access
 * for a grace period), renewal switched off or on (updated), or over (deleted). An event for a
 * membership that has ended changes nothing.
 */
export async function applySubscriptionEvent(
  tx: Tx,
  provider: PaymentProviderName,
  event: SubscriptionEvent,
  now: Date,
): Promise<ApplyOutcome> {
  const [m] = await tx
    .select()
    .from(userMemberships)
    .where(
      and(eq(userMemberships.provider, provider), eq(userMemberships.providerRef, event.subscriptionRef)),
    )
    .for('update');
  // Refused, not recorded: a provider retries, and by then the checkout that creates it may have arrived.
  if (!m) throw new WebhookRefused('EVENT_REFUSED', `unknown subscription ${event.subscriptionRef}`);
  if (isStale(m, event) || m.status === 'ended') return { kind: 'stale' };
  const applied: ApplyOutcome = { kind: 'applied', userId: m.userId, membershipId: m.id, replaced: [] };
  const stamp = { lastEventAt: event.createdAt, updatedAt: now };
  const update = (set: Partial<typeof userMemberships.$inferInsert>) =>
    tx
      .update(userMemberships)
      .set({ ...set, ...stamp })
      .where(eq(userMemberships.id, m.id));

  switch (event.type) {
    case 'invoice.paid': {
      const [plan] = await tx.select().from(membershipPlans).where(eq(membershipPlans.id, m.planId));
      if (!plan) throw new WebhookRefused('EVENT_REFUSED', `unknown plan ${m.planId}`);
      const amount = renewalAmountOf(plan);
      if (event.amountCents !== amount || event.currency.toLowerCase() !== plan.currency) {
        throw new WebhookRefused(
          'EVENT_REFUSED',
          `renewal amount ${event.amountCents} ${event.currency} is not the plan's ${amount} ${plan.currency}`,
        );
      }
      // The new period follows the old one (not the payment's time): a late renewal loses no days.
      const from = m.endsAt ?? now;
      await update({
        status: m.status === 'cancelled' ? 'cancelled' : 'active',
        endsAt: event.periodEnd ?? addPeriod(from, plan.billingPeriod),
        graceEndsAt: null,
      });
      await resetUsage(tx, m.userId);
      await tx
        .insert(membershipTransactions)
        .values({
          id: randomUUID(),
          userId: m.userId,
          membershipId: m.id,
          planId: plan.id,
          amountCents: amount,
          currency: plan.currency,
          status: 'completed',
          kind: 'renewal',
          provider,
          providerRef: event.invoiceRef,
          createdAt: now,
        })
        .onConflictDoNothing();
      return applied;
    }
    case 'payment.failed':
      await update({
        status: 'past_due',
        graceEndsAt: new Date((m.endsAt ?? now).getTime() + GRACE_MS),
      });
      return applied;
    case 'subscription.updated':
      if (event.cancelAtPeriodEnd) {
        await update(
          m.status === 'active'
            ? { status: 'cancelled', autoRenew: false, cancelledAt: now }
            : { status: m.status, autoRenew: false },
        );
      } else {
        await update(
          m.status === 'cancelled'
            ? { status: 'active', autoRenew: true, cancelledAt: null }
            : { status: m.status, autoRenew: true },
        );
      }
      return applied;
    case 'subscription.deleted': {
      const endsAt = m.endsAt && m.endsAt < now ? m.endsAt : now;
      await update({ status: 'ended', autoRenew: false, endsAt, graceEndsAt: null });
      return applied;
    }
  }
}
