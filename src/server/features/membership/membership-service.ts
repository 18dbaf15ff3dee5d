import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { membershipPlans, membershipUsage } from '../../db/schema/index.ts';
import {
  findCurrentMembership,
  loadPlans,
  type MembershipRow,
  type PlanWithEntitlements,
} from '../../domain/membership/current-plan.ts';
import { spend } from '../../domain/membership/entitlements.ts';
import { planRefusal } from '../../http/errors.ts';
import { FREE_PLAN_ID, type TFeatureKey } from '../../../shared/membership/membership-contract.ts';

/** GET /api/membership/plans: the active plans, by display order, with their entitlements. */
export async function listActivePlans(db: Db): Promise<PlanWithEntitlements[]> {
  const ids = await db
    .select({ id: membershipPlans.id })
    .from(membershipPlans)
    .where(eq(membershipPlans.isActive, true))
    .orderBy(asc(membershipPlans.displayOrder), asc(membershipPlans.name));
  return loadPlans(
    db,
    ids.map(({ id }) => id),
  );
}

export type MyMembership = {
  membership: MembershipRow | null;
  plan: PlanWithEntitlements;
  usage: Map<string, { used: number; periodEnd: Date | null }>;
};

/** GET /api/membership/me: my current membership (or Free), its plan and my usage in current periods. */
export async function myMembership(db: Db, userId: string, now: Date): Promise<MyMembership> {
  const membership = await findCurrentMembership(db, userId, now);
  const [plans, usageRows] = await Promise.all([
    loadPlans(db, [membership?.planId ?? FREE_PLAN_ID]),
    db
      .select()
      .from(membershipUsage)
      .where(
        and(
          eq(membershipUsage.userId, userId),
          or(isNull(membershipUsage.periodEnd), gt(membershipUsage.periodEnd, now)),
        ),
      ),
  ]);
  const plan = plans[0];
  // The migration creates Free and nothing deletes it; its absence is a broken database, not bad input.
  if (!plan) throw new Error(`membership: plan ${membership?.planId ?? FREE_PLAN_ID} is missing`);
  const usage = new Map(
    usageRows.map((row) => [row.featureKey, { used: row.usageCount, periodEnd: row.periodEnd }]),
  );
  return { membership, plan, usage };
}

/** POST /api/membership/usage: spends `amount` of a feature, or refuses with the plan's reason. */
export async function useFeature(db: Db, userId: string, key: TFeatureKey, amount: number, now: Date) {
  const result = await spend(db, userId, key, amount, now);
  if (!result.ok) throw planRefusal(result.reason);
  return result;
}
