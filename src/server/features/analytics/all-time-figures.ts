import { sql, type SQL } from 'drizzle-orm';
import { profileViews, profileViewerTotals, profileViewSlots } from '../../db/schema/index.ts';
import { at, chartColumns, slotOf } from './figure-charts.ts';
import type { PeriodBounds } from './periods.ts';

/**
 * 'all' from the rollups the database keeps (migration 0016, db/schema/profile-view-rollups.ts): a row
 * per viewer and a row per month and quarter hour, instead of every visit a member ever had. Visits
 * are read only for the last two weeks (this week against the one before) and, for the hours chart,
 * for a month in which the member's time zone changed its offset (daylight saving, Ramadan in
 * Morocco): in any other month every quarter hour of the day has one local hour.
 *
 * The answer is the period's own only if every visit in the rollups lies in [ALL_TIME_START, now];
 * `exact` says so, and the service asks periodFiguresSql otherwise (a visit from before 2020 or
 * after a test's clock). A month counts as steady when its zone offset is the same at every UTC
 * midnight from its first day to the next month's: no zone changes offset twice within a day.
 * Offsets are asked of the zone once a day, not once a visit: a steady month's quarter hours, and a
 * changing month's days without a change, are put in the zone by adding the offset; only the quarter
 * hours of the day a change happened are converted one by one.
 */

/** The hour of the day of a UTC quarter hour of the day (0-95) at a zone offset in whole minutes. */
const hourAtOffset = (slotOfDay: SQL, offsetMinutes: SQL) =>
  sql`((((${slotOfDay})::int * 15 + (${offsetMinutes})::int) % 1440 + 1440) % 1440 / 60)`;

export function allTimeFiguresSql(memberId: string, b: PeriodBounds, tz: string) {
  const month = sql.raw(`"month"`);
  /** The zone's offset from UTC, in minutes, at a UTC wall time (a timestamp without zone). */
  const offsetAt = (utc: SQL) =>
    sql`(extract(epoch from (((${utc}) at time zone 'UTC') at time zone ${tz}) - (${utc})) / 60)`;
  return sql`
    with per_viewer as materialized (
      select visits, timed_visits, seconds, viewer_age as age, viewer_location collate "C" as location,
        viewer_country collate "C" as country, first_viewed_at, latest_viewed_at
      from ${profileViewerTotals} where viewed_profile_id = ${memberId}
    ),
    viewers as materialized (select age, location, country from per_viewer),
    weeks as (
      select count(*) filter (where viewed_at >= ${at(b.weekStart)}) as weekly_views,
        count(*) filter (where viewed_at < ${at(b.weekStart)}) as previous_weekly_views
      from ${profileViews}
      where viewed_profile_id = ${memberId} and viewed_at >= ${at(b.previousWeekStart)}
        and viewed_at <= ${at(b.now)}
    ),
    -- Each UTC day of the member's months with the zone's offset at its start and at its end.
    day_starts as (
      select m.${month}, d.day, ${offsetAt(sql`d.day`)} as offset_minutes
      from (select distinct ${month} from ${profileViewSlots} where viewed_profile_id = ${memberId}) m
      cross join lateral generate_series(m.${month}::timestamp, m.${month} + interval '1 month', interval '1 day') d(day)
    ),
    days as materialized (
      select * from (
        select ${month}, day, offset_minutes,
          lead(offset_minutes) over (partition by ${month} order by day) as next_offset_minutes
        from day_starts) d
      where next_offset_minutes is not null
    ),
    months as materialized (
      select ${month}, min(offset_minutes) as offset_minutes,
        bool_and(offset_minutes = next_offset_minutes) and min(offset_minutes) = max(offset_minutes) as steady
      from days group by ${month}
    ),
    -- A month whose offset changed: its visits per UTC day and quarter hour, from the index.
    changing as (
      select date_trunc('day', v.viewed_at at time zone 'UTC') as day,
        (${slotOf(sql`v.viewed_at`)} % 96) as slot, count(*) as n
      from ${profileViews} v join months m on not m.steady
        and v.viewed_at >= (m.${month}::timestamp at time zone 'UTC')
        and v.viewed_at < ((m.${month} + interval '1 month')::timestamp at time zone 'UTC')
      where v.viewed_profile_id = ${memberId}
      group by 1, 2
    )
    select
      coalesce(sum(visits), 0)::int as total_views,
      count(*)::int as unique_viewers,
      0 as previous_views,
      0 as previous_unique_viewers,
      (select weekly_views::int from weeks) as weekly_views,
      (select previous_weekly_views::int from weeks) as previous_weekly_views,
      (sum(seconds) / nullif(sum(timed_visits), 0))::float8 as avg_seconds,
      null::float8 as previous_avg_seconds,
      ${chartColumns(sql`
        select ${hourAtOffset(sql`s.slot`, sql`m.offset_minutes`)} as hour, s.visits as n
        from ${profileViewSlots} s join months m on m.${month} = s.${month} and m.steady
        where s.viewed_profile_id = ${memberId}
        union all
        select case when d.offset_minutes = d.next_offset_minutes
            then ${hourAtOffset(sql`c.slot`, sql`d.offset_minutes`)}
            -- The day the offset changed: each quarter hour in the zone itself.
            else extract(hour from ((c.day + c.slot * interval '15 minutes') at time zone 'UTC') at time zone ${tz})::int
          end, c.n
        from changing c join days d on d.day = c.day`)},
      coalesce(bool_and(first_viewed_at >= ${at(b.start)} and latest_viewed_at <= ${at(b.now)}), true)
        as exact
    from per_viewer`;
}
