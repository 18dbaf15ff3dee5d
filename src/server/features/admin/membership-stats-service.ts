import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { membershipPlans, membershipTransactions, profiles, userMemberships } from '../../db/schema/index.ts';
import { hasAccessAt } from '../../domain/membership/current-plan.ts';
import type { TMembershipStats } from '../../../shared/admin/plans-contract.ts';
import { periodsAt } from './stats-service.ts';

/**
 * GET /api/admin/membership-stats: Membership Management's Overview and Analytics (spec §7 admin counts,
 * §9 formulas), each figure counted or summed in the database, percentages divided there too. Time is
 * UTC from Deps.clock.
 *
 * Decisions:
 * - Active subscriptions: memberships that give access now (domain/membership hasAccessAt), as on the
 *   dashboard: a cancelled one still in its paid period counts, a past-due one only within its grace.
 * - Cancelled this month: memberships whose cancelled_at (stamped by the member's cancel and by the
 *   provider's cancel-at-period-end, cleared when resumed; migration 0020) is in this UTC month,
 *   whatever they became since (an ended one still counts); the same per month gives the churn chart.
 * - Monthly revenue: completed usd payments of the last 30 days up to now (spec §9), in cents.
 * - Conversion = active / profiles, churn = cancelled this month / active, retention = 100 - churn,
 *   whole percent (rounded), null when the divisor is 0.
 * - A month's active subscriptions: memberships that gave access at some time in it: started before
 *   its end (or now, for this month) and not over before its start (the end of the period or of the
 *   grace, none for a lifetime plan).
 */

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;
const completedUsd = sql`${membershipTransactions.status} = 'completed' and ${membershipTransactions.currency} = 'usd'`;
const DAY_MS = 86_400_000;
const m = userMemberships;

type Overview = TMembershipStats['overview'];

async function overview(db: Db, now: Date): Promise<Overview> {
  const { monthStart, nextMonthStart } = periodsAt(now);
  const [row] = rowsOf<Overview>(
    await db.execute(sql`
      with figures as (select
        (select count(*)::int from ${m}) as total_memberships,
        (select count(*)::int from ${m} where ${m.status} <> 'ended' and ${hasAccessAt(m, now)}) as active_subscriptions,
        (select count(*)::int from ${m}
          where ${m.cancelledAt} >= ${at(monthStart)} and ${m.cancelledAt} < ${at(nextMonthStart)}) as cancelled_this_month,
        (select coalesce(sum(${membershipTransactions.amountCents}), 0)::float8 from ${membershipTransactions}
          where ${completedUsd} and ${membershipTransactions.createdAt} > ${at(new Date(now.getTime() - 30 * DAY_MS))}
            and ${membershipTransactions.createdAt} <= ${at(now)}) as monthly_revenue_cents,
        (select count(*)::int from ${profiles}) as profiles
      ), rates as (
        select *,
          case when profiles = 0 then null else round(active_subscriptions * 100.0 / profiles)::int end as conversion_rate,
          case when active_subscriptions = 0 then null
            else round(cancelled_this_month * 100.0 / active_subscriptions)::int end as churn_rate
        from figures
      )
      select total_memberships, active_subscriptions, cancelled_this_month, monthly_revenue_cents,
        conversion_rate, churn_rate, 100 - churn_rate as retention_rate
      from rates`),
  );
  return {
    total_memberships: row?.total_memberships ?? 0,
    active_subscriptions: row?.active_subscriptions ?? 0,
    cancelled_this_month: row?.cancelled_this_month ?? 0,
    monthly_revenue_cents: Number(row?.monthly_revenue_cents ?? 0),
    conversion_rate: row?.conversion_rate ?? null,
    churn_rate: row?.churn_rate ?? null,
    retention_rate: row?.retention_rate ?? null,
  };
}

type Month = TMembershipStats['months'][number];

/** The last 12 UTC months, oldest first, every month present. */
async function months(db: Db, now: Date): Promise<Month[]> {
  const { firstChartMonth, monthStart } = periodsAt(now);
  const t = membershipTransactions;
  const start = sql`(mo.m at time zone 'UTC')`;
  const stop = sql`((mo.m + interval '1 month') at time zone 'UTC')`;
  const rows = rowsOf<Month>(
    await db.execute(sql`
      select to_char(mo.m, 'YYYY-MM') as month,
        (select count(*)::int from ${m} where ${m.startsAt} < least(${stop}, ${at(now)})
          and coalesce(greatest(${m.endsAt}, ${m.graceEndsAt}), 'infinity'::timestamptz) > ${start}) as active_subscriptions,
        (select coalesce(sum(${t.amountCents}), 0)::float8 from ${t}
          where ${completedUsd} and ${t.createdAt} >= ${start} and ${t.createdAt} < ${stop}) as revenue_cents,
        (select count(*)::int from ${m}
          where ${m.cancelledAt} >= ${start} and ${m.cancelledAt} < ${stop}) as cancelled
      from generate_series(${firstChartMonth.toISOString().slice(0, 10)}::timestamp,
        ${monthStart.toISOString().slice(0, 10)}::timestamp, interval '1 month') as mo(m)
      order by mo.m`),
  );
  return rows.map((row) => ({ ...row, revenue_cents: Number(row.revenue_cents) }));
}

/** Memberships giving access now, per plan (every plan, none included), by display order then name. */
async function byPlan(db: Db, now: Date): Promise<TMembershipStats['by_plan']> {
  const p = membershipPlans;
  return rowsOf<TMembershipStats['by_plan'][number]>(
    await db.execute(sql`
      select ${p.id} as plan_id, ${p.name} as name,
        (select count(*)::int from ${m} where ${m.planId} = ${p.id} and ${m.status} <> 'ended'
          and ${hasAccessAt(m, now)}) as active_subscriptions
      from ${p} order by ${p.displayOrder}, ${p.name}, ${p.id}`),
  );
}

export async function loadMembershipStats(db: Db, now: Date): Promise<TMembershipStats> {
  const [figures, perMonth, perPlan] = await Promise.all([
    overview(db, now),
    months(db, now),
    byPlan(db, now),
  ]);
  return { overview: figures, months: perMonth, by_plan: perPlan };
}
