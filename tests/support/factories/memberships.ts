import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../src/server/db/client.ts';
import {
  membershipEntitlements,
  membershipPlans,
  membershipUsage,
  userMemberships,
} from '../../../src/server/db/schema/index.ts';
import type {
  TFeatureKey,
  TMembershipStatus,
  TResetPeriod,
} from '../../../src/shared/membership/membership-contract.ts';

type PlanOptions = Partial<typeof membershipPlans.$inferInsert> & {
  /** feature key -> value, or [value, reset period]. */
  entitlements?: Record<string, string | [string, TResetPeriod]>;
};

/** A plan of its own (a fresh id), recurring monthly at $19.99 unless told otherwise. */
export async function buildPlan(db: Db, options: PlanOptions = {}) {
  const { entitlements = {}, ...fields } = options;
  const id = fields.id ?? `plan-${randomUUID()}`;
  const [plan] = await db
    .insert(membershipPlans)
    .values({
      name: 'Premium',
      billingModel: 'recurring',
      billingPeriod: 'monthly',
      priceCents: 1999,
      ...fields,
      id,
    })
    .returning();
  const rows = Object.entries(entitlements).map(([featureKey, value]) => {
    const [featureValue, resetPeriod] = Array.isArray(value) ? value : [value, 'never' as const];
    return { planId: id, featureKey, featureValue, resetPeriod };
  });
  if (rows.length > 0) await db.insert(membershipEntitlements).values(rows);
  return plan!;
}

/** A current membership of `userId` on `planId` (active for 30 days from `now` unless told otherwise). */
export async function giveMembership(
  db: Db,
  userId: string,
  planId: string,
  options: { status?: TMembershipStatus; now?: Date; endsAt?: Date | null; autoRenew?: boolean } = {},
) {
  const now = options.now ?? new Date();
  const [membership] = await db
    .insert(userMemberships)
    .values({
      id: randomUUID(),
      userId,
      planId,
      status: options.status ?? 'active',
      startsAt: now,
      endsAt: options.endsAt === undefined ? new Date(now.getTime() + 30 * 86_400_000) : options.endsAt,
      autoRenew: options.autoRenew ?? true,
      provider: 'sandbox',
      providerRef: `sub_${randomUUID()}`,
    })
    .returning();
  return membership!;
}

/** Every feature key at its most: what a test needs when a plan's limits are not what it is about. */
export const PREMIUM_ENTITLEMENTS: Record<TFeatureKey, string> = {
  contact_credits: 'unlimited',
  daily_messages: 'unlimited',
  advanced_filters: 'true',
  read_receipts: 'true',
  incognito_browsing: 'true',
  photo_privacy: 'true',
  visibility_boost: 'unlimited',
  featured_profile: 'true',
  priority_support: 'true',
  event_access: 'true',
};

/**
 * Puts the member on a plan of their own with every entitlement (PREMIUM_ENTITLEMENTS), so the Free
 * plan's limits (5 contact credits a month, 50 messages a day, no advanced filters or read receipts)
 * do not get in the way of a test about something else.
 */
export async function givePremium(db: Db, userId: string, now?: Date) {
  const plan = await buildPlan(db, { entitlements: PREMIUM_ENTITLEMENTS });
  return giveMembership(db, userId, plan.id, { now });
}

/** A usage count stored directly (e.g. a member who has already sent today's messages). */
export async function buildUsage(
  db: Db,
  userId: string,
  featureKey: TFeatureKey,
  usageCount: number,
  periodEnd: Date | null,
) {
  await db.insert(membershipUsage).values({ userId, featureKey, usageCount, periodEnd });
}

/** How much of a counted feature the member has used in the stored period (0 when nothing is stored). */
export async function usageOf(db: Db, userId: string, featureKey: TFeatureKey): Promise<number> {
  const [row] = await db
    .select({ used: membershipUsage.usageCount })
    .from(membershipUsage)
    .where(and(eq(membershipUsage.userId, userId), eq(membershipUsage.featureKey, featureKey)));
  return row?.used ?? 0;
}
