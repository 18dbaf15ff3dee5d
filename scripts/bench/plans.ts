import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/server/db/client.ts';
import {
  membershipEntitlements,
  membershipPlans,
  userMemberships,
} from '../../src/server/db/schema/index.ts';
import { FEATURE_KEYS } from '../../src/shared/membership/membership-contract.ts';

const BENCH_PLAN_ID = 'bench-elite';

/**
 * The bench's signed-in accounts pay for a plan with every feature unlimited: their searches use
 * advanced filters and their chats send freely, so the figures include the entitlement check on every
 * gated request (issue 19) instead of measuring refusals.
 */
export async function subscribeAccounts(db: Db, userIds: readonly string[], now: Date): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(membershipPlans)
    .values({
      id: BENCH_PLAN_ID,
      name: 'Bench Elite',
      billingModel: 'recurring',
      billingPeriod: 'annual',
      priceCents: 39990,
      isActive: false,
    })
    .onConflictDoNothing();
  await db
    .insert(membershipEntitlements)
    .values(
      FEATURE_KEYS.map((featureKey) => ({ planId: BENCH_PLAN_ID, featureKey, featureValue: 'unlimited' })),
    )
    .onConflictDoNothing();
  await db.insert(userMemberships).values(
    userIds.map((userId) => ({
      id: randomUUID(),
      userId,
      planId: BENCH_PLAN_ID,
      status: 'active',
      startsAt: now,
      endsAt: new Date(now.getTime() + 365 * 86_400_000),
      autoRenew: true,
      provider: 'sandbox',
      providerRef: `bench_${userId}`,
    })),
  );
}
