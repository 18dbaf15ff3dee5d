import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { checkoutSessions, membershipPlans, userMemberships } from '../../db/schema/index.ts';
import { findCurrentMembership } from '../../domain/membership/current-plan.ts';
import type { Deps, Viewer } from '../../http/app-env.ts';
import { FREE_PLAN_ID } from '../../../shared/membership/membership-contract.ts';
import { alreadyOnPlan, membershipNotFound, notCancellable, planNotForSale, planNotFound } from './errors.ts';
import { checkoutAmountOf, isRecurring } from './payments/periods.ts';
import { forgetPlans } from '../../domain/membership/plan-changes.ts';
import { paymentProviders } from './payments/providers.ts';

/** A checkout may be paid within this time; after it, the member starts again. */
export const CHECKOUT_TTL_MS = 60 * 60 * 1000;

export const successPath = (checkoutId: string) => `/membership?checkout=success&session=${checkoutId}`;
export const cancelPath = '/membership?checkout=cancelled';

/**
 * POST /api/membership/checkout: stores the checkout with the plan's price from the database and asks
 * the provider where to pay. Nothing about the membership changes until the provider's webhook says
 * the payment went through.
 */
export async function startCheckout(deps: Deps, viewer: Viewer, planId: string): Promise<string> {
  const { db, clock, config } = deps;
  const [plan] = await db.select().from(membershipPlans).where(eq(membershipPlans.id, planId));
  if (!plan || !plan.isActive) throw planNotFound();
  if (plan.id === FREE_PLAN_ID) throw planNotForSale();
  const now = clock.now();
  const current = await findCurrentMembership(db, viewer.id, now);
  if (current?.planId === plan.id) throw alreadyOnPlan();

  const provider = paymentProviders(deps).checkout;
  const draft = {
    id: randomUUID(),
    amountCents: checkoutAmountOf(plan),
    currency: plan.currency,
    expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
  };
  await db.insert(checkoutSessions).values({
    ...draft,
    userId: viewer.id,
    planId: plan.id,
    provider: provider.name,
    status: 'open',
    createdAt: now,
    updatedAt: now,
  });
  const { url, sessionRef } = await provider.createCheckout(plan, viewer, draft, {
    successUrl: `${config.publicUrl}${successPath(draft.id)}`,
    cancelUrl: `${config.publicUrl}${cancelPath}`,
  });
  if (sessionRef) {
    await db
      .update(checkoutSessions)
      .set({ providerRef: sessionRef })
      .where(eq(checkoutSessions.id, draft.id));
  }
  return url;
}

/**
 * POST /api/membership/cancel: my active recurring membership stops renewing and stays usable until
 * its ends_at (the sweep ends it then). The provider is told first: if it cannot stop the renewal,
 * nothing here changes and the member may try again.
 */
export async function cancelMembership(deps: Deps, viewerId: string, membershipId: string): Promise<void> {
  const { db, clock, log } = deps;
  const [found] = await db
    .select({ membership: userMemberships, plan: membershipPlans })
    .from(userMemberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, userMemberships.planId))
    .where(and(eq(userMemberships.id, membershipId), eq(userMemberships.userId, viewerId)));
  if (!found) throw membershipNotFound();
  const { membership, plan } = found;
  if (membership.status !== 'active' || !membership.autoRenew || !isRecurring(plan)) throw notCancellable();

  const provider = paymentProviders(deps).byName(membership.provider);
  if (provider) await provider.cancel(membership);
  else
    log.warn(
      { membershipId, provider: membership.provider },
      'cancelled without its provider (not configured)',
    );

  const updated = await db
    .update(userMemberships)
    .set({ status: 'cancelled', autoRenew: false, updatedAt: clock.now(), cancelledAt: clock.now() })
    .where(
      and(
        eq(userMemberships.id, membership.id),
        eq(userMemberships.status, 'active'),
        eq(userMemberships.autoRenew, true),
      ),
    )
    .returning({ id: userMemberships.id });
  // A concurrent cancel (or a provider event) changed it between the read and this statement.
  if (updated.length === 0) throw notCancellable();
  await forgetPlans(deps);
}
