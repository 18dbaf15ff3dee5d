import { sql } from 'drizzle-orm';
import { profileViews } from '../../db/schema/index.ts';
import { at, chartColumns, localHourOfSlot, slotOf } from './figure-charts.ts';
import type { PeriodBounds } from './periods.ts';

/**
 * A period's figures from its visits: one index-only range of profile_views' covering index from the
 * earliest instant any figure needs (bounds.from), so it costs what the period and the one before it
 * hold. Every period but 'all' is answered this way; 'all' too when its rollups cannot answer exactly
 * (all-time-figures.ts).
 */
export function periodFiguresSql(memberId: string, b: PeriodBounds, tz: string) {
  const inPeriod = sql`viewed_at >= ${at(b.start)}`;
  const inPrevious = sql`viewed_at >= ${at(b.previousStart)} and viewed_at < ${at(b.start)}`;
  const mine = sql`viewed_profile_id = ${memberId} and viewed_at <= ${at(b.now)}`;
  // Visits are grouped by viewer first, so every figure after that reads a row per viewer: no
  // count(distinct) sort, no visit kept in memory twice. Ids, locations and countries are compared
  // bytewise (collate "C"): a plan made once for all members sorts to group, and max() compares every
  // visit's text; the locale's comparison doubled the time.
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
      ${chartColumns(sql`
        select ${localHourOfSlot(sql`slot`, tz)} as hour, n
        from (select ${slotOf(sql`viewed_at`)} as slot, count(*) as n
              from ${profileViews} where ${mine} and ${inPeriod} group by 1) slots`)}
    from per_viewer`;
}
