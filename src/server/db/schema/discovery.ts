import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const favorites = pgTable(
  'favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    favoritedProfileId: text('favorited_profile_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.favoritedProfileId] }),
    // "Favourites received" on the dashboard counts by the favourited member.
    index('favorites_favorited_profile_id_idx').on(t.favoritedProfileId),
    // GET /api/favorites: mine, the latest first.
    index('favorites_user_id_created_at_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * One row per visit (issue 20): opens of a profile by one viewer less than VISIT_WINDOW_MINUTES apart
 * extend the visit (last_viewed_at) instead of adding a row; duration_seconds is what the profile page
 * reported as visible, capped. The viewer's age, location and country are copied when the visit starts,
 * so every analytics figure reads this table's covering index alone, never the viewers' profiles:
 * "where your viewers were when they looked".
 */
export const profileViews = pgTable(
  'profile_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    viewerId: text('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedProfileId: text('viewed_profile_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }).notNull().defaultNow(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    viewerAge: smallint('viewer_age'),
    viewerLocation: text('viewer_location'),
    viewerCountry: text('viewer_country'),
  },
  (t) => [
    // Migration 0015 adds INCLUDE (viewer_id, last_viewed_at, duration_seconds, viewer_age, viewer_location,
    // viewer_country), which drizzle cannot express: /api/analytics is index-only.
    index('profile_views_viewed_profile_id_viewed_at_idx').on(t.viewedProfileId, t.viewedAt),
    // Finding the viewer's open visit of this profile (recording, and the time-spent reports).
    index('profile_views_viewer_visit_idx').on(t.viewerId, t.viewedProfileId, t.lastViewedAt),
    check('profile_views_duration_check', sql`${t.durationSeconds} between 0 and 1800`),
  ],
);

/**
 * Each member's latest /matches answer per filter set, as the ordered user ids only (match-lists.ts).
 * Scoring every candidate is the one discovery query that grows with the membership, so it runs when a
 * list is missing, stale (MATCH_LIST_TTL_SECONDS), made for another version of my profile or another day
 * (viewer_key), or asked for by Refresh; every other read fetches these ids and scores them afresh.
 */
export const matchLists = pgTable(
  'match_lists',
  {
    viewerId: text('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** '' without filters; else the filters as a canonical JSON array. */
    filterKey: text('filter_key').notNull(),
    /** A hash of my side of every rule (and the day it was worked out for): a different key, a stale list. */
    viewerKey: text('viewer_key').notNull(),
    candidateIds: text('candidate_ids').array().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.viewerId, t.filterKey] }),
    // Pruning deletes expired lists by age.
    index('match_lists_computed_at_idx').on(t.computedAt),
  ],
);
