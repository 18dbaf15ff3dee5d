import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { membershipEntitlements, membershipUsage } from '../../db/schema/index.ts';
import type { TFeatureKey, TResetPeriod } from '../../../shared/membership/membership-contract.ts';
import { limitOf, periodEndOf } from '../../../shared/rules/entitlement.ts';
import { currentPlanIdSql } from './current-plan.ts';
import { entitlementIn, planOf, type Entitlement, type PlanCache } from './member-plan.ts';

/**
 * The one answer to "may this member do X" and "spend N of X" (issue 19, spec §5). Every feature that a
 * plan gates asks here, on the server; the web only mirrors the answer.
 */

export type { Entitlement } from './member-plan.ts';

/** The member's entitlement to a feature on the plan they are on now (Free without a membership). */
export async function entitlementOf(
  db: Db,
  userId: string,
  key: TFeatureKey,
  now: Date,
): Promise<Entitlement> {
  const rows = rowsOf<{ plan_id: string; feature_value: string | null; reset_period: string | null }>(
    await db.execute(sql`
      select mine.plan_id, e.feature_value, e.reset_period
      from (select ${currentPlanIdSql(userId, now)} as plan_id) mine
      left join ${membershipEntitlements} e on e.plan_id = mine.plan_id and e.feature_key = ${key}`),
  );
  const row = rows[0];
  return {
    planId: row?.plan_id ?? '',
    limit: limitOf(row?.feature_value),
    resetPeriod: (row?.reset_period as TResetPeriod | null) ?? 'never',
  };
}

/** How much of a counted feature the member has used in the current period. */
export async function usedOf(db: Db, userId: string, key: TFeatureKey, now: Date): Promise<number> {
  const rows = await db
    .select({ used: membershipUsage.usageCount })
    .from(membershipUsage)
    .where(
      and(
        eq(membershipUsage.userId, userId),
        eq(membershipUsage.featureKey, key),
        or(isNull(membershipUsage.periodEnd), gt(membershipUsage.periodEnd, now)),
      ),
    )
    .limit(1);
  return rows[0]?.used ?? 0;
}

/**
 * May the member use the feature now? (A counted one: while its usage is below the limit.) The plan comes
 * from the per-instance cache (member-plan.ts), so a feature that is simply included or not costs no
 * statement on a warm path; a counted one reads its usage.
 */
export async function mayUse(
  db: Db,
  plans: PlanCache,
  userId: string,
  key: TFeatureKey,
  now: Date,
): Promise<boolean> {
  const { limit } = entitlementIn(await planOf(db, plans, userId, now), key);
  if (limit.kind === 'unlimited') return true;
  if (limit.kind === 'none') return false;
  return (await usedOf(db, userId, key, now)) < limit.limit;
}

export type SpendResult =
  | { ok: true; used: number; limit: number | null; periodEnd: Date | null }
  | { ok: false; reason: 'unavailable' | 'exceeded'; limit: number | null };

/**
 * Spends `amount` of a feature in one statement, which reads the plan's limit itself: the count starts
 * again when its period has ended, and the update only happens while the new count stays within the
 * limit, so concurrent spends of the last credits can never overspend (the row lock orders them; each
 * re-checks the limit on the newest count). Unlimited features are counted too, for the usage overview,
 * without a ceiling. Only a refusal asks the database again, for its reason.
 */
export async function spend(
  db: Db,
  userId: string,
  key: TFeatureKey,
  amount: number,
  now: Date,
): Promise<SpendResult> {
  const rows = rowsOf<SpentRow>(
    await db.execute(sql`with ${spendCtes({ userId, key, amount, now })}
      select usage_count, period_end, ceiling from spent`),
  );
  const row = rows[0];
  if (!row) return spendRefusal(db, userId, key, now);
  return spentOf(row);
}

export type SpentRow = {
  usage_count: number | string;
  period_end: string | Date | null;
  ceiling: number | string;
};

/** What a spend's `spent` row says, as spend() answers it. */
export function spentOf(row: SpentRow): Extract<SpendResult, { ok: true }> {
  const ceiling = Number(row.ceiling);
  return {
    ok: true,
    used: Number(row.usage_count),
    limit: ceiling === -1 ? null : ceiling,
    periodEnd: row.period_end === null ? null : new Date(row.period_end),
  };
}

/** Why a spend found nothing to spend: asked only after a refusal. */
export async function spendRefusal(db: Db, userId: string, key: TFeatureKey, now: Date) {
  return refusalOf(await entitlementOf(db, userId, key, now));
}

/**
 * The spend as two CTEs, `spend_limit` and `spent` (the usage row after the spend: usage_count,
 * period_end, ceiling; no row when refused), for a statement that spends as one step of something
 * else (a chat send: features/connections/message-store.ts). `onlyIf`, when given, is a condition over
 * the statement's earlier CTEs: without it true, nothing is spent.
 */
export function spendCtes(spending: {
  userId: string;
  key: TFeatureKey;
  amount: number;
  now: Date;
  onlyIf?: SQL;
}): SQL {
  const { userId, key, amount, now } = spending;
  const at = now.toISOString();
  const endOf = (period: TResetPeriod) => periodEndOf(period, now)?.toISOString() ?? null;
  const ended = sql`(u.period_end is not null and u.period_end <= ${at}::timestamptz)`;
  return sql`spend_limit as (
      select ${ceilingSql(sql`e.feature_value`)} as ceiling,
        case e.reset_period when 'daily' then ${endOf('daily')}::timestamptz
          when 'weekly' then ${endOf('weekly')}::timestamptz
          when 'monthly' then ${endOf('monthly')}::timestamptz end as period_end
      from ${membershipEntitlements} e
      where e.plan_id = ${currentPlanIdSql(userId, now)} and e.feature_key = ${key}
    ),
    spent as (
      insert into ${membershipUsage} as u (user_id, feature_key, usage_count, period_end)
      select ${userId}, ${key}, ${amount}, lim.period_end from spend_limit lim
      where (lim.ceiling = -1 or (lim.ceiling > 0 and ${amount} <= lim.ceiling))
        and ${spending.onlyIf ?? sql`true`}
      on conflict (user_id, feature_key) do update set
        usage_count = case when ${ended} then excluded.usage_count else u.usage_count + excluded.usage_count end,
        period_end = case when ${ended} then excluded.period_end else u.period_end end
      where (select ceiling from spend_limit) = -1
        or (case when ${ended} then 0 else u.usage_count end) + excluded.usage_count <= (select ceiling from spend_limit)
      returning usage_count, period_end, (select ceiling from spend_limit) as ceiling
    )`;
}

/** Why a spend was refused: the plan lacks the feature (or lists it as 0), or its limit is reached. */
function refusalOf({ limit }: Entitlement): Extract<SpendResult, { ok: false }> {
  if (limit.kind === 'counted' && limit.limit > 0)
    return { ok: false, reason: 'exceeded', limit: limit.limit };
  // A limit of 0 is how a plan lists a counted feature it does not include; unlimited never refuses,
  // so it can only be here if the plan changed in between: ask again later, as for a missing feature.
  return { ok: false, reason: 'unavailable', limit: null };
}

/**
 * limitOf() in SQL over an entitlement value: -1 unlimited ('true', 'unlimited'), 0 not included
 * ('false', anything else, or a limit of 0), else the limit. A CASE, so the cast is only tried on digits.
 */
export function ceilingSql(value: SQL): SQL<number> {
  return sql<number>`(case when lower(btrim(${value})) in ('true', 'unlimited') then -1
    when btrim(${value}) ~ '^[0-9]{1,9}$' then btrim(${value})::int
    else 0 end)`;
}

/** Gives back what a spend took when the action it paid for did not happen after all. */
export async function refund(db: Db, userId: string, key: TFeatureKey, amount: number): Promise<void> {
  await db.execute(sql`
    update ${membershipUsage} set usage_count = greatest(usage_count - ${amount}, 0)
    where user_id = ${userId} and feature_key = ${key}`);
}

/** A new paid period (renewal, a new plan): every count starts again. */
export async function resetUsage(db: Db, userId: string): Promise<void> {
  await db.delete(membershipUsage).where(eq(membershipUsage.userId, userId));
}
