import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { connections, profiles } from '../../db/schema/index.ts';

/**
 * Seen only by verified members (issue 23 item 3): a member who set `profiles.verified_viewers_only` is
 * seen by nobody whose own verification staff have not approved (`profiles.verified_at`), visitors
 * included. Part of the visibility rule (member-visibility.ts), so browse, matches, favourites,
 * featured, profiles and analytics viewers follow it, and of who may have their photo files
 * (photo-privacy.ts maySeePhotosOf).
 *
 * The viewer's side is one subquery that names no column of the row, so the database evaluates it once
 * per statement (an InitPlan), first: for a verified viewer the member's side is never read. The
 * member's side is a column test (`onlyVerified is not true`), which the browse indexes hold (INCLUDE,
 * migration 0028), so a walk of an index stays index-only.
 */

/** Is `userId` verified now? A constant of the statement (an InitPlan), never a probe per row. */
export const isVerifiedSql = (userId: string): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${profiles} as viewer_profile
    where viewer_profile.user_id = ${userId} and viewer_profile.verified_at is not null)`;

/**
 * The rule on a listed member: `onlyVerified` is their verified_viewers_only (the column, or an
 * expression that reads it for the member), `viewerId` who looks.
 */
export const seenByVerifiedRule = (viewerId: string, onlyVerified: PgColumn | SQL): SQL =>
  sql`(${isVerifiedSql(viewerId)} or ${onlyVerified} is not true)`;

/**
 * The rule for one member found by id (findNamedProfile, findNamedMember, the photo files): a member
 * already connected with them (an accepted request) keeps seeing them, as they keep chatting; the pair's
 * one connection is found through connections_pair_unique_idx.
 */
export const seenByVerifiedOrConnected = (
  viewerId: string,
  member: PgColumn | SQL,
  onlyVerified: PgColumn | SQL,
): SQL =>
  sql`(${isVerifiedSql(viewerId)} or ${onlyVerified} is not true
    or exists (select 1 from ${connections} as pair
      where least(pair.requester_id, pair.recipient_id) = least(${viewerId}::text, ${member})
        and greatest(pair.requester_id, pair.recipient_id) = greatest(${viewerId}::text, ${member})
        and pair.status = 'accepted'))`;

/**
 * `verified_viewers_only` of the member `userId` names, for a statement whose rows are not profiles
 * (a photo file's owner): one primary-key probe, made only while the viewer is not verified. Browse's
 * name keys copy the column instead (migration 0030).
 */
export const verifiedViewersOnlyOf = (userId: PgColumn | SQL): SQL =>
  sql`(select only_verified.verified_viewers_only from ${profiles} as only_verified where only_verified.user_id = ${userId})`;
