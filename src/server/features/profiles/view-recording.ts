import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { profiles, profileViews } from '../../db/schema/index.ts';
import { viewerFactsSql } from '../../domain/profile/viewer-facts.ts';
import {
  VISIT_DURATION_MAX_SECONDS,
  VISIT_WINDOW_MINUTES,
} from '../../../shared/analytics/analytics-contract.ts';

/**
 * Profile views as visits (issue 20). Opens of one profile by one viewer less than VISIT_WINDOW_MINUTES
 * apart are one visit: one row, whose last_viewed_at moves on. Each statement below does its whole job
 * alone, with times from the server's clock (Deps.clock) so tests can move them.
 */

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const windowStart = (now: Date) => new Date(now.getTime() - VISIT_WINDOW_MINUTES * 60_000);

/**
 * The viewer's open visit of the profile: their latest, if it was seen within the window
 * (profile_views_viewer_visit_idx answers it from one index entry).
 */
const openVisit = (viewerId: string, viewedId: string, now: Date) => sql`(
  select id from ${profileViews}
  where viewer_id = ${viewerId} and viewed_profile_id = ${viewedId} and last_viewed_at > ${at(windowStart(now))}
  order by last_viewed_at desc limit 1)`;

// Column names for the two profiles the insert joins (`from profiles viewer join profiles viewed`).
const viewer = alias(profiles, 'viewer');
const viewed = alias(profiles, 'viewed');

/**
 * Extends the viewer's open visit of the profile, or starts a visit with the viewer's age, location
 * and country as their profile says now (domain/profile/viewer-facts.ts). A new visit needs a member the
 * viewer may see: named, someone else, of the opposite gender (domain/member: without a gender of
 * their own a viewer sees nobody). Two opens racing may both start a visit; the figures count it twice,
 * which an actual double open nearly is.
 */
export async function recordVisit(db: Db, viewerId: string, viewedId: string, now: Date): Promise<void> {
  await db.execute(sql`
    with extended as (
      update ${profileViews} set last_viewed_at = greatest(last_viewed_at, ${at(now)})
      where id = ${openVisit(viewerId, viewedId, now)}
      returning id
    )
    insert into ${profileViews}
      (viewer_id, viewed_profile_id, viewed_at, last_viewed_at, viewer_age, viewer_location, viewer_country)
    select ${viewer.userId}, ${viewed.userId}, ${at(now)}, ${at(now)}, ${viewerFactsSql(viewer, at(now))}
    from ${profiles} viewer join ${profiles} viewed on ${viewed.userId} = ${viewedId}
    where ${viewer.userId} = ${viewerId} and ${viewed.userId} <> ${viewer.userId}
      and ${viewed.fullName} is not null
      and ${viewed.gender} = case ${viewer.gender} when 'male' then 'female' when 'female' then 'male' end
      and not exists (select 1 from extended)`);
}

/**
 * Adds time the profile page was visible to the viewer's own open visit of it, and keeps the visit open
 * (the viewer is still there). The total stays within VISIT_DURATION_MAX_SECONDS and within the time
 * since the visit began (plus a minute for the page to load), so no report can claim more than was
 * possible. False when the viewer has no open visit of that profile: nothing changed.
 */
export async function addViewTime(
  db: Db,
  viewerId: string,
  viewedId: string,
  seconds: number,
  now: Date,
): Promise<boolean> {
  const elapsed = sql`ceil(extract(epoch from ${at(now)} - viewed_at))::int + 60`;
  const result = await db.execute(sql`
    update ${profileViews}
    set duration_seconds = least(duration_seconds + ${seconds}::int, ${VISIT_DURATION_MAX_SECONDS}::int,
          greatest(duration_seconds, ${elapsed})),
        last_viewed_at = greatest(last_viewed_at, ${at(now)})
    where id = ${openVisit(viewerId, viewedId, now)}
    returning id`);
  return rowsOf(result).length > 0;
}
