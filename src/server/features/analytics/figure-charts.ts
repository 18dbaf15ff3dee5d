import { sql, type SQL } from 'drizzle-orm';
import { POPULAR_TIMES_SHOWN, TOP_LOCATIONS_SHOWN } from '../../../shared/analytics/analytics-contract.ts';

/** A timestamptz parameter (null stays null). */
export const at = (date: Date | null) => sql`${date ? date.toISOString() : null}::timestamptz`;

/**
 * The hour of the day in `tz` of a UTC quarter hour counted from the epoch: every zone's offset is a
 * whole number of quarter hours, so visits are counted per quarter hour first and only those are put
 * in the time zone, not each visit.
 */
export const localHourOfSlot = (slot: SQL, tz: string) =>
  sql`extract(hour from to_timestamp(${slot} * 900) at time zone ${tz})::int`;

/** A visit's UTC quarter hour counted from the epoch. */
export const slotOf = (viewedAt: SQL) => sql`floor(date_part('epoch', ${viewedAt}) / 900)::bigint`;

/**
 * The charts' columns, the same for every period: they read a CTE `viewers` (age, location, country:
 * one row per distinct viewer of the period) and `hours`, rows of (hour, n) that may repeat an hour.
 * Ages and locations count viewers (each once); hours count visits, most first, ties by earlier hour.
 */
export const chartColumns = (hours: SQL) => sql`
  (select coalesce(json_agg(json_build_object('range', a.range, 'count', a.n)), '[]')
    from (select case when age < 25 then '18-24' when age < 30 then '25-29' when age < 35 then '30-34'
            when age < 40 then '35-39' else '40+' end as range, count(*)::int as n
          from viewers where age is not null group by 1) a) as age_groups,
  (select coalesce(json_agg(json_build_object('hour', h.hour, 'views', h.n) order by h.n desc, h.hour), '[]')
    from (select hour, sum(n)::int as n from (${hours}) hours
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
    group by country order by count(*) desc, country limit 1) as top_region`;
