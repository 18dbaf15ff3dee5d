import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { membershipEntitlements, userMemberships } from '../../db/schema/index.ts';
import {
  FREE_PLAN_ID,
  type TFeatureKey,
  type TResetPeriod,
} from '../../../shared/membership/membership-contract.ts';
import { limitOf, type Limit, type PlanEntitlements } from '../../../shared/rules/entitlement.ts';
import { hasAccessAt, RENEWAL_SLACK_HOURS } from './current-plan.ts';

/**
 * Which plan a member is on and what it includes, remembered for seconds per instance (issue 19).
 * "May this member use X" is asked on hot paths (a browse or matches request with an advanced filter, a
 * chat page's read receipts); on the embedded database every statement is a round trip to its thread
 * that showed as 2-3 ms on a 10 ms request (docs/benchmarks.md). Spending never reads from here: the
 * spend statement reads the plan itself, so a limit is always enforced on the truth.
 *
 * What may lag, and for how long: an entry is kept until the earlier of the TTL (PLAN_CACHE_SECONDS) and
 * the moment its membership's access ends (read with it), so time alone never serves a lapsed plan.
 * Every change that can give or take a plan (a payment event, a cancellation, the sweep, a moved test
 * clock) clears the whole cache here and, through the event bus's `memberships.changed`, on every other
 * instance (domain/membership/plan-changes.ts; runtime.ts listens). Only a change made outside the
 * running servers (a script, a test factory) can take up to the TTL to be seen; tests run with it off.
 */

export type Entitlement = { planId: string; limit: Limit; resetPeriod: TResetPeriod };

/** Deps.plans (infra/expiring-cache.ts, wired in runtime.ts): each member's plan, remembered. */
export type PlanCache = {
  resolve: (
    userId: string,
    nowMs: number,
    load: () => Promise<{ value: PlanEntitlements; until: number }>,
  ) => Promise<PlanEntitlements>;
};

/** The member's plan now, from the cache or read (one statement) into it. */
export const planOf = (db: Db, plans: PlanCache, userId: string, now: Date) =>
  plans.resolve(userId, now.getTime(), () => readPlan(db, userId, now));

/** What the plan says of one feature (a key it does not list: not allowed). */
export function entitlementIn(plan: PlanEntitlements, key: TFeatureKey): Entitlement {
  const feature = plan.features[key];
  return {
    planId: plan.planId,
    limit: feature?.limit ?? limitOf(null),
    resetPeriod: feature?.resetPeriod ?? 'never',
  };
}

type Row = {
  plan_id: string;
  access_until: string | Date | null;
  feature_key: TFeatureKey | null;
  feature_value: string | null;
  reset_period: TResetPeriod | null;
};

/** The member's plan and its entitlements, and until when the membership gives access (no end: Infinity). */
async function readPlan(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ value: PlanEntitlements; until: number }> {
  const m = userMemberships;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with mine as (
        select ${m.planId} as plan_id,
          case when ${m.status} = 'past_due' then ${m.graceEndsAt}
            when ${m.status} = 'active' and ${m.autoRenew}
              then ${m.endsAt} + interval '${sql.raw(String(RENEWAL_SLACK_HOURS))} hours'
            else ${m.endsAt} end as access_until
        from ${m} where ${m.userId} = ${userId} and ${hasAccessAt(m, now)} limit 1
      ),
      plan as (
        select coalesce((select plan_id from mine), ${FREE_PLAN_ID}) as plan_id,
          (select access_until from mine) as access_until
      )
      select plan.plan_id, plan.access_until, e.feature_key, e.feature_value, e.reset_period
      from plan left join ${membershipEntitlements} e on e.plan_id = plan.plan_id`),
  );
  const features: PlanEntitlements['features'] = {};
  for (const row of rows) {
    if (row.feature_key)
      features[row.feature_key] = {
        limit: limitOf(row.feature_value),
        resetPeriod: row.reset_period ?? 'never',
      };
  }
  const until = rows[0]?.access_until ? new Date(rows[0].access_until).getTime() : Infinity;
  return { value: { planId: rows[0]?.plan_id ?? FREE_PLAN_ID, features }, until };
}
