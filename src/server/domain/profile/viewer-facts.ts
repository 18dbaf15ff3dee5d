import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * What a profile visit keeps of its viewer (issue 20): their age in whole years when the visit began,
 * where they lived ("state, country", shared/rules/location.ts) and their country. Copied from the
 * viewer's profile into profile_views when the visit is written, so the viewed member's analytics read
 * one index and stay as they were when a viewer later moves or has a birthday. Migration 0015 filled
 * older rows with the same expressions.
 */

type ViewerColumns = { dateOfBirth: SQLWrapper; currentState: SQLWrapper; currentCountry: SQLWrapper };

/** The three copied values, in profile_views' column order (viewer_age, viewer_location, viewer_country). */
export function viewerFactsSql(viewer: ViewerColumns, at: SQL): SQL {
  // Whole years between two UTC calendar days, as shared/rules/age.ts counts them.
  const age = sql`case when ${viewer.dateOfBirth} is not null
    then extract(year from age((${at} at time zone 'UTC')::date, ${viewer.dateOfBirth}))::smallint end`;
  const state = sql`nullif(btrim(${viewer.currentState}), '')`;
  const country = sql`nullif(btrim(${viewer.currentCountry}), '')`;
  return sql`${age}, nullif(concat_ws(', ', ${state}, ${country}), ''), ${country}`;
}
