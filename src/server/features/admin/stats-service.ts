import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isoText } from '../../db/sql-text.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  cmsPages,
  cmsPosts,
  membershipTransactions,
  profiles,
  staffActions,
  userMemberships,
  users,
} from '../../db/schema/index.ts';
import { hasAccessAt } from '../../domain/membership/current-plan.ts';
import type { Deps } from '../../http/app-env.ts';
import {
  ADMIN_ACTIVITY_SIZE,
  REVENUE_CHART_MONTHS,
  SIGNUP_CHART_DAYS,
} from '../../../shared/admin/admin-stats-contract.ts';
import { jobFigures, mailCheck, probeDatabase, realtimeFigures } from './system-status.ts';

/**
 * GET /api/admin/stats: the dashboard's figures (spec §7 dashboard stats, §9), each one statement that
 * counts or sums in the database (no table is read into the server). Time is UTC and comes from
 * Deps.clock, so month and day boundaries can be tested by moving it.
 *
 * Decisions:
 * - Members are accounts (users), admins included, as the users list counts them; the spec's profiles
 *   would miss everyone who has not saved a profile yet. New: created since the first of this month.
 * - Active subscriptions: memberships that give access now (domain/membership hasAccessAt), so a
 *   cancelled one still running its paid period counts and a past-due one only within its grace.
 * - Revenue: membership_transactions with status completed, in usd (the only currency the dashboard's $
 *   can show; a payment in another currency would be counted in none of these sums), by created_at.
 * - Sign-ups per day and revenue per month: every day and month present, zeros included.
 */

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const DAY_MS = 86_400_000;

/** The UTC boundaries the figures are counted between. */
export function periodsAt(now: Date) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const today = Date.UTC(year, month, now.getUTCDate());
  return {
    monthStart: new Date(Date.UTC(year, month, 1)),
    nextMonthStart: new Date(Date.UTC(year, month + 1, 1)),
    firstChartDay: new Date(today - (SIGNUP_CHART_DAYS - 1) * DAY_MS),
    tomorrow: new Date(today + DAY_MS),
    firstChartMonth: new Date(Date.UTC(year, month - (REVENUE_CHART_MONTHS - 1), 1)),
  };
}

export type Totals = {
  members_total: number;
  members_new: number;
  active_subscriptions: number;
  revenue_cents: number;
  revenue_payments: number;
};

const completedUsd = sql`${membershipTransactions.status} = 'completed' and ${membershipTransactions.currency} = 'usd'`;

export async function countTotals(db: Db, now: Date): Promise<Totals> {
  const { monthStart, nextMonthStart } = periodsAt(now);
  const inMonth = (column: SQLWrapper) =>
    sql`${column} >= ${timestamp(monthStart)} and ${column} < ${timestamp(nextMonthStart)}`;
  const [row] = rowsOf<Totals>(
    await db.execute(sql`select
      (select count(*)::int from ${users}) as members_total,
      (select count(*)::int from ${users} where ${inMonth(users.createdAt)}) as members_new,
      (select count(*)::int from ${userMemberships}
        where ${userMemberships.status} <> 'ended' and ${hasAccessAt(userMemberships, now)}) as active_subscriptions,
      (select coalesce(sum(${membershipTransactions.amountCents}), 0)::float8 from ${membershipTransactions}
        where ${completedUsd} and ${inMonth(membershipTransactions.createdAt)}) as revenue_cents,
      (select count(*)::int from ${membershipTransactions}
        where ${completedUsd} and ${inMonth(membershipTransactions.createdAt)}) as revenue_payments`),
  );
  return {
    members_total: row?.members_total ?? 0,
    members_new: row?.members_new ?? 0,
    active_subscriptions: row?.active_subscriptions ?? 0,
    revenue_cents: Number(row?.revenue_cents ?? 0),
    revenue_payments: row?.revenue_payments ?? 0,
  };
}

export type StatusCount = { status: string; count: number };

/** cms_posts and cms_pages by status (each a count per status, grouped in the database). */
export async function countContent(db: Db): Promise<{ posts: StatusCount[]; pages: StatusCount[] }> {
  const [posts, pages] = await Promise.all([
    db.execute(sql`select ${cmsPosts.status} as status, count(*)::int as count from ${cmsPosts} group by 1`),
    db.execute(sql`select ${cmsPages.status} as status, count(*)::int as count from ${cmsPages} group by 1`),
  ]);
  return { posts: rowsOf<StatusCount>(posts), pages: rowsOf<StatusCount>(pages) };
}

export type ActivityRow = {
  kind: 'staff_action' | 'sign_up';
  ref: string;
  at: string;
  action: string | null;
  actor_email: string | null;
  target_email: string | null;
  name: string | null;
  email: string | null;
};

/** The latest staff actions and sign-ups merged, newest first; each side walks its created_at index. */
export async function recentActivity(db: Db): Promise<ActivityRow[]> {
  const size = sql.raw(String(ADMIN_ACTIVITY_SIZE));
  return rowsOf<ActivityRow>(
    await db.execute(sql`
      select kind, ref, ${isoText(sql`at`)} as at, action, actor_email, target_email, name, email from (
        (select 'staff_action' as kind, ${staffActions.id}::text as ref, ${staffActions.createdAt} as at,
          ${staffActions.action} as action, ${staffActions.actorEmail} as actor_email,
          ${staffActions.targetEmail} as target_email, null::text as name, null::text as email, ${staffActions.id} as tie
        from ${staffActions} order by ${staffActions.createdAt} desc, ${staffActions.id} desc limit ${size})
        union all
        (select 'sign_up', u.id, u.created_at, null, null, null,
          coalesce(nullif(trim(${profiles.fullName}), ''), u.name), u.email, 0
        from (select id, name, email, created_at from ${users} order by created_at desc, id desc limit ${size}) u
        left join ${profiles} on ${profiles.userId} = u.id)
      ) merged
      order by merged.at desc, merged.tie desc, merged.ref desc
      limit ${size}`),
  );
}

/** Sign-ups per UTC day of the chart's days, every day present. */
export async function signupsPerDay(db: Db, now: Date): Promise<{ day: string; count: number }[]> {
  const { firstChartDay, tomorrow } = periodsAt(now);
  return rowsOf<{ day: string; count: number }>(
    await db.execute(sql`
      with per_day as (
        select (${users.createdAt} at time zone 'UTC')::date as day, count(*)::int as n from ${users}
        where ${users.createdAt} >= ${timestamp(firstChartDay)} and ${users.createdAt} < ${timestamp(tomorrow)}
        group by 1
      )
      select to_char(d, 'YYYY-MM-DD') as day, coalesce(per_day.n, 0)::int as count
      from generate_series(${firstChartDay.toISOString().slice(0, 10)}::timestamp,
        ${new Date(tomorrow.getTime() - DAY_MS).toISOString().slice(0, 10)}::timestamp, interval '1 day') d
      left join per_day on per_day.day = d::date
      order by d`),
  );
}

/** Completed usd revenue per UTC month of the chart's months, every month present. */
export async function revenuePerMonth(db: Db, now: Date): Promise<{ month: string; cents: number }[]> {
  const { firstChartMonth, monthStart, nextMonthStart } = periodsAt(now);
  const t = membershipTransactions;
  const rows = rowsOf<{ month: string; cents: number | string }>(
    await db.execute(sql`
      with per_month as (
        select date_trunc('month', ${t.createdAt} at time zone 'UTC') as month, sum(${t.amountCents})::float8 as cents
        from ${t}
        where ${completedUsd} and ${t.createdAt} >= ${timestamp(firstChartMonth)}
          and ${t.createdAt} < ${timestamp(nextMonthStart)}
        group by 1
      )
      select to_char(m, 'YYYY-MM') as month, coalesce(per_month.cents, 0)::float8 as cents
      from generate_series(${firstChartMonth.toISOString().slice(0, 10)}::timestamp,
        ${monthStart.toISOString().slice(0, 10)}::timestamp, interval '1 month') m
      left join per_month on per_month.month = m
      order by m`),
  );
  return rows.map((row) => ({ month: row.month, cents: Number(row.cents) }));
}

/** Everything the dashboard shows, measured now (the database probe first: without it nothing else runs). */
export async function loadAdminStats(deps: Deps) {
  const now = deps.clock.now();
  const database = await probeDatabase(deps);
  const [totals, content, activity, signups, revenue, mail, realtime, jobs] = await Promise.all([
    countTotals(deps.db, now),
    countContent(deps.db),
    recentActivity(deps.db),
    signupsPerDay(deps.db, now),
    revenuePerMonth(deps.db, now),
    mailCheck(deps),
    realtimeFigures(deps),
    jobFigures(deps, now),
  ]);
  return {
    now,
    totals,
    content,
    activity,
    signups,
    revenue,
    system: { database, dbKind: deps.dbKind, mail, realtime, jobs },
  };
}

export type AdminStatsFound = Awaited<ReturnType<typeof loadAdminStats>>;
