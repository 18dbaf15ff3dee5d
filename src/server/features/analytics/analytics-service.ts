import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { profiles, profileViews } from '../../db/schema/index.ts';
import { completionColumns, completionOf } from '../../domain/profile/profile-completion.ts';
import type { TAgeGroup, TAnalyticsQuery } from '../../../shared/analytics/analytics-contract.ts';
import { POPULAR_TIMES_SHOWN, TOP_LOCATIONS_SHOWN } from '../../../shared/analytics/analytics-contract.ts';
import { unknownTimeZone } from './errors.ts';
import { periodBounds, type PeriodBounds } from './periods.ts';

/**
 * GET /api/analytics: a member's figures, measured (issue 20; member-experience.md §3, §9).
 *
 * Decisions:
 * - Every count and average is made by the database in ONE statement over profile_views' covering index
 *   (viewed_profile_id, viewed_at) INCLUDE (viewer_id, duration_seconds, viewer_age, viewer_location,
 *   viewer_country), index-only: one range from the earliest instant any figure needs (periods.ts)
 *   grouped by viewer with FILTER clauses for the period, the previous period, the week and the week
 *   before; the charts are grouped subqueries over those viewer rows, and the hours read the period's
 *   range once more. No member's views are loaded into the server; a second statement reads the
 *   member's own profile by its key (completion, tips).
 * - Periods: now - 24h / 7d / 30d, or ALL_TIME_START; a visit counts in the period when its start
 *   (viewed_at) is in [start, now]. The previous period is as long and ends where this one starts;
 *   'all' has none, so its views, unique viewers and duration growth are null. The week is the last
 *   7 days against the 7 before, whatever the period, so weeklyGrowth exists for 'all' too.
 * - totalViews counts visits (rows); uniqueViewers distinct viewer ids; avgDuration the mean of the
 *   visits that reported time (duration_seconds > 0), in minutes with one decimal, null without any;
 *   its growth compares the unrounded means. Growth and percentages are whole numbers by Math.round
 *   over the database's counts (periods.ts).
 * - Charts describe viewers as they were when they looked (the copied viewer_* columns): ages and
 *   locations count distinct viewers of the period, each once, by their highest age / location of the
 *   period; viewers without one are left out of that chart and its percentages. Popular times count
 *   visits by the hour of viewed_at in the time zone asked for, most first (ties: earlier hour).
 *   Top locations: most viewers first (ties by name); topRegion the viewer_country with most viewers.
 * - profileCompletion is the product's one rule (domain/profile/profile-completion.ts), the number
 *   GET /api/me answers; the tips follow spec §9 (optimization-tips.ts).
 */

export type AnalyticsFigures = {
  total_views: number;
  unique_viewers: number;
  previous_views: number;
  previous_unique_viewers: number;
  weekly_views: number;
  previous_weekly_views: number;
  avg_seconds: number | null;
  previous_avg_seconds: number | null;
  age_groups: { range: TAgeGroup; count: number }[];
  popular_times: { hour: number; views: number }[];
  top_locations: { location: string; count: number }[];
  aged_viewers: number;
  located_viewers: number;
  location_count: number;
  top_region: string | null;
};

export type OwnProfileFacts = {
  completion: number;
  hasPhoto: boolean;
  bio: string | null;
};

export type AnalyticsFound = {
  query: TAnalyticsQuery;
  bounds: PeriodBounds;
  figures: AnalyticsFigures;
  own: OwnProfileFacts;
};

const at = (date: Date | null) => sql`${date ? date.toISOString() : null}::timestamptz`;

export function figuresSql(memberId: string, b: PeriodBounds, tz: string) {
  const inPeriod = sql`viewed_at >= ${at(b.start)}`;
  const inPrevious = sql`viewed_at >= ${at(b.previousStart)} and viewed_at < ${at(b.start)}`;
  const mine = sql`viewed_profile_id = ${memberId} and viewed_at <= ${at(b.now)}`;
  // Visits are grouped by viewer first, so every figure after that reads a row per viewer: no
  // count(distinct) sort, no visit kept in memory twice. Ids, locations and countries are compared
  // bytewise (collate "C"): a plan made once for all members sorts to group, and max() compares every
  // visit's text; the locale's comparison doubled the time.
  // Hours: visits are counted per UTC quarter hour first (every zone's offset is a whole number of
  // quarter hours), and only those are put in the time zone, not each visit.
  return sql`
    with per_viewer as materialized (
      select viewer_id collate "C" as viewer_id,
        count(*) filter (where ${inPeriod}) as views,
        count(*) filter (where ${inPrevious}) as previous_views,
        count(*) filter (where viewed_at >= ${at(b.weekStart)}) as weekly_views,
        count(*) filter (where viewed_at >= ${at(b.previousWeekStart)}
          and viewed_at < ${at(b.weekStart)}) as previous_weekly_views,
        sum(duration_seconds) filter (where ${inPeriod} and duration_seconds > 0) as seconds,
        count(*) filter (where ${inPeriod} and duration_seconds > 0) as timed,
        sum(duration_seconds) filter (where ${inPrevious} and duration_seconds > 0) as previous_seconds,
        count(*) filter (where ${inPrevious} and duration_seconds > 0) as previous_timed,
        max(viewer_age) filter (where ${inPeriod}) as age,
        max(viewer_location collate "C") filter (where ${inPeriod}) as location,
        max(viewer_country collate "C") filter (where ${inPeriod}) as country
      from ${profileViews}
      where ${mine} and viewed_at >= ${at(b.from)}
      group by viewer_id collate "C"
    ),
    viewers as materialized (select age, location, country from per_viewer where views > 0)
    select
      coalesce(sum(views), 0)::int as total_views,
      (count(*) filter (where views > 0))::int as unique_viewers,
      coalesce(sum(previous_views), 0)::int as previous_views,
      (count(*) filter (where previous_views > 0))::int as previous_unique_viewers,
      coalesce(sum(weekly_views), 0)::int as weekly_views,
      coalesce(sum(previous_weekly_views), 0)::int as previous_weekly_views,
      (sum(seconds) / nullif(sum(timed), 0))::float8 as avg_seconds,
      (sum(previous_seconds) / nullif(sum(previous_timed), 0))::float8 as previous_avg_seconds,
      (select coalesce(json_agg(json_build_object('range', a.range, 'count', a.n)), '[]')
        from (select case when age < 25 then '18-24' when age < 30 then '25-29' when age < 35 then '30-34'
                when age < 40 then '35-39' else '40+' end as range, count(*)::int as n
              from viewers where age is not null group by 1) a) as age_groups,
      (select coalesce(json_agg(json_build_object('hour', h.hour, 'views', h.n) order by h.n desc, h.hour), '[]')
        from (select extract(hour from to_timestamp(slot * 900) at time zone ${tz})::int as hour,
                sum(n)::int as n
              from (select floor(date_part('epoch', viewed_at) / 900)::bigint as slot, count(*) as n
                    from ${profileViews} where ${mine} and ${inPeriod} group by 1) slots
              group by 1 order by 2 desc, 1
              limit ${sql.raw(String(POPULAR_TIMES_SHOWN))}) h) as popular_times,
      (select coalesce(json_agg(json_build_object('location', l.location, 'count', l.n)
                order by l.n desc, l.location), '[]')
        from (select location, count(*)::int as n from viewers where location is not null
              group by location order by 2 desc, 1
              limit ${sql.raw(String(TOP_LOCATIONS_SHOWN))}) l) as top_locations,
      (select count(*)::int from viewers where age is not null) as aged_viewers,
      (select count(*)::int from viewers where location is not null) as located_viewers,
      (select count(distinct location)::int from viewers) as location_count,
      (select country from viewers where country is not null
        group by country order by count(*) desc, country limit 1) as top_region
    from per_viewer`;
}

/** PostgreSQL's refusal of a zone the runtime knew (the two carry different time zone tables). */
const isUnknownZone = (error: unknown): boolean => {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (/time zone .* not recognized/i.test(e.message)) return true;
  }
  return false;
};

async function measure(db: Db, memberId: string, bounds: PeriodBounds, tz: string) {
  try {
    return rowsOf<AnalyticsFigures>(await db.execute(figuresSql(memberId, bounds, tz)))[0]!;
  } catch (error) {
    if (isUnknownZone(error)) throw unknownTimeZone();
    throw error;
  }
}

async function ownProfileFacts(db: Db, memberId: string): Promise<OwnProfileFacts> {
  const [row] = await db
    .select(completionColumns(profiles))
    .from(profiles)
    .where(eq(profiles.userId, memberId))
    .limit(1);
  return {
    completion: completionOf(row ?? null),
    hasPhoto: Boolean(row?.profilePhotoUrl?.trim()),
    bio: row?.selfDescription ?? null,
  };
}

export async function memberAnalytics(
  db: Db,
  memberId: string,
  query: TAnalyticsQuery,
  now: Date,
): Promise<AnalyticsFound> {
  const bounds = periodBounds(query.period, now);
  const [figures, own] = await Promise.all([
    measure(db, memberId, bounds, query.tz),
    ownProfileFacts(db, memberId),
  ]);
  return { query, bounds, figures, own };
}
