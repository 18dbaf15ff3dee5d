import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { checkoutSessions, membershipPlans } from '../../db/schema/index.ts';
import type { Deps } from '../../http/app-env.ts';
import {
  SANDBOX_CARDS,
  type TCheckoutStatus,
  type TSandboxPayment,
} from '../../../shared/membership/membership-contract.ts';
import { cardDeclined, checkoutClosed, checkoutNotFound } from './errors.ts';
import { deliverSandboxEvent } from './payments/sandbox-delivery.ts';

export type SandboxCheckoutRow = typeof checkoutSessions.$inferSelect;
export type SandboxCheckout = { checkout: SandboxCheckoutRow; plan: typeof membershipPlans.$inferSelect };

/** A sandbox checkout of this member (404 for anyone else's, or one of another provider). */
export async function ownSandboxCheckout(deps: Deps, userId: string, id: string): Promise<SandboxCheckout> {
  const [found] = await deps.db
    .select({ checkout: checkoutSessions, plan: membershipPlans })
    .from(checkoutSessions)
    .innerJoin(membershipPlans, eq(membershipPlans.id, checkoutSessions.planId))
    .where(
      and(
        eq(checkoutSessions.id, id),
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.provider, 'sandbox'),
      ),
    );
  if (!found) throw checkoutNotFound();
  return found;
}

/** An open checkout whose hour has passed reads as expired, whether or not the sweep has marked it yet. */
export const statusAt = (checkout: SandboxCheckoutRow, now: Date): TCheckoutStatus =>
  checkout.status === 'open' && checkout.expiresAt <= now ? 'expired' : (checkout.status as TCheckoutStatus);

/**
 * POST /api/checkout/sandbox/{id}/pay. The card only decides paid or declined; it is neither stored nor
 * logged. Paying claims the open checkout (one statement: a second click finds it paid) and then sends
 * the signed checkout.completed webhook, which creates the membership. Its event id is the checkout's,
 * so however often it is delivered it applies once.
 */
export async function paySandboxCheckout(
  deps: Deps,
  userId: string,
  id: string,
  payment: Pick<TSandboxPayment, 'card_number'>,
): Promise<string> {
  const { db, clock } = deps;
  const { checkout } = await ownSandboxCheckout(deps, userId, id);
  const now = clock.now();
  if (statusAt(checkout, now) !== 'open') throw checkoutClosed();
  if (payment.card_number !== SANDBOX_CARDS.pays) throw cardDeclined();

  const [claimed] = await db
    .update(checkoutSessions)
    .set({ status: 'paid', updatedAt: now })
    .where(
      and(
        eq(checkoutSessions.id, checkout.id),
        eq(checkoutSessions.status, 'open'),
        gt(checkoutSessions.expiresAt, now),
      ),
    )
    .returning();
  if (!claimed) throw checkoutClosed();
  try {
    await deliverSandboxEvent(deps, {
      id: `evt_sbx_checkout_${claimed.id}`,
      type: 'checkout.completed',
      created_at: now.toISOString(),
      data: {
        session_id: claimed.id,
        plan_id: claimed.planId,
        amount_cents: claimed.amountCents,
        currency: claimed.currency,
      },
    });
  } catch (error) {
    // Not applied: the checkout is open again, so paying can be retried.
    await db
      .update(checkoutSessions)
      .set({ status: 'open', updatedAt: sql`now()` })
      .where(and(eq(checkoutSessions.id, claimed.id), isNull(checkoutSessions.membershipId)));
    throw error;
  }
  return claimed.id;
}
