import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { textArray } from '../../db/text-array.ts';
import { memberPlanSettings, membershipEntitlements, userMemberships } from '../../db/schema/index.ts';
import { FREE_PLAN_ID } from '../../../shared/membership/membership-contract.ts';
import { hasAccessAt } from './current-plan.ts';
import { grantsSql, includesFeatureSql } from './plan-settings.ts';

/**
 * What a plan changes about how others see a member (issue 19): a visibility boost (bought with
 * visibility_boost, POST /api/membership/boost) and the featured_profile entitlement. Discovery asks
 * here; the rules stay with the membership.
 */

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * Whether the member is boosted now, as a condition on a user id column. Written as IN over the members
 * boosted now (the partial index on boosted_until reads only them): PostgreSQL hashes that small set
 * once per statement, so a scan of every /matches candidate pays one hash probe a row. A boost was
 * paid for when it was bought, so it runs its 30 minutes even if the plan lapses meanwhile.
 */
export function isBoostedSql(userId: PgColumn | SQL, now: Date): SQL {
  return sql`${userId} in (select bs.user_id from ${memberPlanSettings} bs where bs.boosted_until > ${at(now)})`;
}

/**
 * Which of these members are featured now: the plan they are on now (Free without a membership)
 * includes featured_profile. One statement for a whole page of cards.
 */
export async function featuredAmong(db: Db, userIds: readonly string[], now: Date): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = rowsOf<{ user_id: string }>(
    await db.execute(sql`
      select u.id as user_id from unnest(${textArray(userIds)}) as u(id)
      where ${includesFeatureSql(sql`u.id`, 'featured_profile', now)}`),
  );
  return new Set(rows.map((row) => row.user_id));
}

/**
 * The memberships that feature their member now, as a FROM item (alias `fm`, column user_id): current
 * memberships on a plan whose featured_profile is granted. Members on Free are not in it: if Free itself
 * were featured, everyone would be, and a Featured row of everyone features no one.
 */
export function featuredMembershipsSql(now: Date): SQL {
  const m = userMemberships;
  return sql`(select ${m.userId} as user_id from ${m}
    join ${membershipEntitlements} fe on fe.plan_id = ${m.planId} and fe.feature_key = 'featured_profile'
    where ${hasAccessAt(m, now)} and ${m.planId} <> ${FREE_PLAN_ID} and ${grantsSql(sql`fe.feature_value`)}) fm`;
}
