import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  connections,
  membershipPlans,
  profiles,
  profileViewerTotals,
  profileViews,
} from '../../db/schema/index.ts';
import { browsableTo, oppositeGender } from '../../domain/member/member-visibility.ts';
import { photoHiddenSql } from '../../domain/member/photo-privacy.ts';
import { currentPlanIdSql } from '../../domain/membership/current-plan.ts';
import { type TViewersQuery, VIEWERS_PAGE_SIZE } from '../../../shared/analytics/analytics-contract.ts';
import { periodBounds } from './periods.ts';

/**
 * GET /api/analytics/viewers: who looked at my profile in the period, one row per viewer, newest first
 * (issue 20; member-experience.md §2 Recent Viewers, §3 viewer summary).
 *
 * Decisions:
 * - A viewer's visits in the period (visit start in [start, now], as the figures count them) are
 *   grouped from the covering index alone (all time: read from the per-viewer rollup, seenSql): view_count is their number of visits; the order is by
 *   their latest visit's start, newest first (ties by id, so pages never overlap), and viewed_at
 *   shows that visit's last open (last_viewed_at, read for the page's rows only). A member's visits
 *   by one viewer never overlap, so that is the viewer's latest open in the period.
 * - Listed is who I may still see (domain/member/member-visibility.ts browsableTo: opposite gender,
 *   named; a later rule there, suspended or blocked, drops them from here too). The figures still
 *   count their visits: they happened.
 * - Name, age, location and photo are the viewer's as they are now, and search looks in the name and
 *   location shown ("state, country"), case-insensitive, anywhere in them.
 * - Photo through the photo-privacy rule; Premium: their current plan costs money; Mutual: our pair's
 *   connection is accepted (its id opens the chat); request_pending: it waits, whoever asked.
 * - One statement: the page, its badges and the total. Nothing private (e-mail, phone, birth date)
 *   leaves: the presenter picks the fields.
 */

export type ViewerRow = {
  viewer_id: string;
  last_viewed_ms: number;
  view_count: number;
  full_name: string | null;
  date_of_birth: string | null;
  current_state: string | null;
  current_country: string | null;
  photo_url: string | null;
  photo_hidden: boolean;
  verified: boolean;
  is_premium: boolean;
  connection_id: string | null;
  connection_status: 'pending' | 'accepted' | 'rejected' | null;
};

export type ViewersFound = { rows: ViewerRow[]; total: number; page: number; now: Date };

/** Written out: inside subqueries an unqualified user_id would be the subquery's table's. */
const listedId = sql`"profiles"."user_id"`;

const shownLocation = sql`concat_ws(', ', nullif(btrim("profiles"."current_state"), ''),
  nullif(btrim("profiles"."current_country"), ''))`;

function searchCondition(search: string): SQL {
  if (search === '') return sql`true`;
  return sql`(strpos(lower(coalesce("profiles"."full_name", '')), lower(${search})) > 0
    or strpos(lower(${shownLocation}), lower(${search})) > 0)`;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Each viewer of the period: their latest visit's start and their number of visits. All time reads
 * the rollup the database keeps per viewer (migration 0016), and the visits themselves only of a viewer
 * with one outside [start, now] (before 2020, or after a test's clock).
 */
function seenSql(memberId: string, allTime: boolean, start: Date, now: Date): SQL {
  const inPeriod = sql`viewed_at >= ${at(start)} and viewed_at <= ${at(now)}`;
  if (!allTime) {
    return sql`select viewer_id, max(viewed_at) as latest_visit, count(*)::int as view_count
      from ${profileViews} where viewed_profile_id = ${memberId} and ${inPeriod}
      group by viewer_id`;
  }
  const inside = sql`totals.first_viewed_at >= ${at(start)} and totals.latest_viewed_at <= ${at(now)}`;
  return sql`select viewer_id, latest_viewed_at as latest_visit, visits as view_count
      from ${profileViewerTotals} totals where viewed_profile_id = ${memberId} and ${inside}
    union all
    select visit.viewer_id, max(visit.viewed_at), count(*)::int
      from ${profileViewerTotals} totals join ${profileViews} visit
        on visit.viewer_id = totals.viewer_id and visit.viewed_profile_id = totals.viewed_profile_id
      where totals.viewed_profile_id = ${memberId} and not (${inside})
        and visit.viewed_at >= ${at(start)} and visit.viewed_at <= ${at(now)}
      group by visit.viewer_id`;
}

export async function recentViewers(
  db: Db,
  memberId: string,
  query: TViewersQuery,
  now: Date,
): Promise<ViewersFound> {
  const [me] = await db
    .select({ gender: profiles.gender })
    .from(profiles)
    .where(eq(profiles.userId, memberId))
    .limit(1);
  const wanted = oppositeGender(me?.gender);
  // Without a gender of my own nobody is visible to me (member visibility), so nobody is listed.
  if (wanted === null) return { rows: [], total: 0, page: query.page, now };

  const { start } = periodBounds(query.period, now);
  const offset = (query.page - 1) * VIEWERS_PAGE_SIZE;
  const rows = rowsOf<ViewerRow & { total: number }>(
    await db.execute(sql`
      with seen as materialized (${seenSql(memberId, query.period === 'all', start, now)}),
      -- Each viewer's profile by its key (a lateral with a limit is never turned into a scan of every
      -- member of a gender, whatever the plan made once for all values guesses).
      listed as materialized (
        select seen.* from seen
        cross join lateral (select 1 from ${profiles}
          where ${listedId} = seen.viewer_id
            and ${browsableTo(profiles, { id: memberId, wanted })} and ${searchCondition(query.search)}
          limit 1) shown
      ),
      page as (
        select * from listed order by latest_visit desc, viewer_id
        limit ${VIEWERS_PAGE_SIZE} offset ${offset}
      )
      select counted.total, page.viewer_id, page.view_count,
        -- The latest visit's last open: one row read for each of the page's viewers only.
        (select (extract(epoch from visit.last_viewed_at) * 1000)::float8 from ${profileViews} visit
          where visit.viewer_id = page.viewer_id and visit.viewed_profile_id = ${memberId}
            and visit.last_viewed_at >= page.latest_visit and visit.viewed_at = page.latest_visit
          limit 1) as last_viewed_ms,
        "profiles"."full_name" as full_name, "profiles"."date_of_birth"::text as date_of_birth,
        "profiles"."current_state" as current_state, "profiles"."current_country" as current_country,
        coalesce("profiles"."profile_photo_thumb_url", "profiles"."profile_photo_url") as photo_url,
        coalesce(${photoHiddenSql(memberId, listedId, now)}, false) as photo_hidden,
        "profiles"."verified_at" is not null as verified,
        exists (select 1 from ${membershipPlans} plan
          where plan.id = ${currentPlanIdSql(listedId, now)} and plan.price_cents > 0) as is_premium,
        pair.id as connection_id, pair.status as connection_status
      from (select count(*)::int as total from listed) counted
      left join page on true
      left join ${profiles} on ${listedId} = page.viewer_id
      -- the pair's one connection (connections_pair_unique_idx), whoever asked
      left join ${connections} pair
        on least(pair.requester_id, pair.recipient_id) = least(${memberId}::text, page.viewer_id)
        and greatest(pair.requester_id, pair.recipient_id) = greatest(${memberId}::text, page.viewer_id)
      order by page.latest_visit desc, page.viewer_id`),
  );
  const total = rows[0]?.total ?? 0;
  return { rows: rows.filter((row) => row.viewer_id !== null), total, page: query.page, now };
}
