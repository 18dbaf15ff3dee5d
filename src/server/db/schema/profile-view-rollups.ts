import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * What profile_views add up to, kept by the database itself (issue 20): triggers on profile_views
 * (migration 0016) add every inserted visit and recompute what an update or a delete touched, whoever
 * writes the visits (the recording statements, the demo seed, a test's factory, a cascade). All-time
 * analytics read these instead of every visit a member ever had (features/analytics/all-time-figures.ts).
 */

/** A member's visits from one viewer: how many, their time, when, and the viewer's facts (greatest). */
export const profileViewerTotals = pgTable(
  'profile_viewer_totals',
  {
    viewedProfileId: text('viewed_profile_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visits: integer('visits').notNull(),
    timedVisits: integer('timed_visits').notNull(),
    seconds: bigint('seconds', { mode: 'number' }).notNull(),
    /** The earliest and latest visit start (viewed_at): whether all of them are inside a period. */
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }).notNull(),
    latestViewedAt: timestamp('latest_viewed_at', { withTimezone: true }).notNull(),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }).notNull(),
    viewerAge: smallint('viewer_age'),
    viewerLocation: text('viewer_location'),
    viewerCountry: text('viewer_country'),
  },
  (t) => [
    primaryKey({ columns: [t.viewedProfileId, t.viewerId] }),
    check('profile_viewer_totals_visits_check', sql`${t.visits} > 0`),
  ],
);

/**
 * A member's visits per UTC month and quarter hour of the day (slot 0-95): the popular viewing times
 * over all time, put in the member's time zone per month (every zone's offset is whole quarter hours).
 */
export const profileViewSlots = pgTable(
  'profile_view_slots',
  {
    viewedProfileId: text('viewed_profile_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    slot: smallint('slot').notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.viewedProfileId, t.month, t.slot] }),
    check('profile_view_slots_slot_check', sql`${t.slot} between 0 and 95`),
  ],
);
