import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { membershipEntitlements, membershipPlans, userMemberships } from '../../db/schema/index.ts';
import { FREE_PLAN_ID } from '../../../shared/membership/membership-contract.ts';

/**
 * A renewing membership keeps access this long past its period end while the renewal is on its way
 * (Stripe charges renewal invoices about an hour after the period ends); a failed renewal turns it
 * past_due with a grace period, a lost one ends access after this slack.
 */
export const RENEWAL_SLACK_HOURS = 24;

/**
 * Which plan a member is on now. A membership gives access while it is active or cancelled and its
 * period has not ended (a lifetime one has no end), or while it is past due and inside its grace
 * period; everyone else is on the Free plan. The time comes from the caller (Deps.clock), never from
 * the database, so the lifecycle can be tested by moving a clock.
 */
export function hasAccessAt(m: typeof userMemberships, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(
    (${m.status} in ('active', 'cancelled') and (${m.endsAt} is null or ${m.endsAt} > ${at}))
    or (${m.status} = 'active' and ${m.autoRenew} and ${m.endsAt} + interval '${sql.raw(String(RENEWAL_SLACK_HOURS))} hours' > ${at})
    or (${m.status} = 'past_due' and ${m.graceEndsAt} > ${at})
  )`;
}

export type MembershipRow = typeof userMemberships.$inferSelect;
export type PlanRow = typeof membershipPlans.$inferSelect;
export type EntitlementRow = typeof membershipEntitlements.$inferSelect;
export type PlanWithEntitlements = PlanRow & { entitlements: EntitlementRow[] };

/** The member's membership that gives access now, if any. */
export async function findCurrentMembership(
  db: Db,
  userId: string,
  now: Date,
): Promise<MembershipRow | null> {
  const rows = await db
    .select()
    .from(userMemberships)
    .where(and(eq(userMemberships.userId, userId), hasAccessAt(userMemberships, now)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The plan id a member is on now: their membership's, or Free. As SQL, for one-statement checks; the
 * member is an id, or a column for a check over many members (domain/membership/plan-settings.ts).
 */
export function currentPlanIdSql(userId: string | SQLWrapper, now: Date): SQL {
  return sql`coalesce((select ${userMemberships.planId} from ${userMemberships}
    where ${userMemberships.userId} = ${userId} and ${hasAccessAt(userMemberships, now)} limit 1), ${FREE_PLAN_ID})`;
}

/** Plans with their entitlements (in feature-key order), in the order of the ids given. */
export async function loadPlans(db: Db, planIds: string[]): Promise<PlanWithEntitlements[]> {
  if (planIds.length === 0) return [];
  const [plans, entitlements] = await Promise.all([
    db.select().from(membershipPlans).where(inArray(membershipPlans.id, planIds)),
    db
      .select()
      .from(membershipEntitlements)
      .where(inArray(membershipEntitlements.planId, planIds))
      .orderBy(asc(membershipEntitlements.featureKey)),
  ]);
  const byId = new Map(plans.map((plan) => [plan.id, { ...plan, entitlements: [] as EntitlementRow[] }]));
  for (const entitlement of entitlements) byId.get(entitlement.planId)?.entitlements.push(entitlement);
  return planIds.flatMap((id) => byId.get(id) ?? []);
}
