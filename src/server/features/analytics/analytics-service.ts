import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { profiles } from '../../db/schema/index.ts';
import { completionColumns, completionOf } from '../../domain/profile/profile-completion.ts';
import type { TAgeGroup, TAnalyticsQuery } from '../../../shared/analytics/analytics-contract.ts';
import { allTimeFiguresSql } from './all-time-figures.ts';
import { unknownTimeZone } from './errors.ts';
import { periodFiguresSql } from './period-figures.ts';
import { periodBounds, type PeriodBounds } from './periods.ts';

/**
 * GET /api/analytics: a member's figures, measured (issue 20; member-experience.md §3, §9).
 *
 * Decisions:
 * - Every count and average is made by the database in ONE statement; no member's views are loaded
 *   into the server, and a second statement reads the member's own profile by its key (completion,
 *   tips). A period (24h, 7d, 30d) reads its visits and the previous period's from profile_views'
 *   covering index, grouped by viewer (period-figures.ts). 'all' reads the rollups the database keeps
 *   per viewer and per month and quarter hour (all-time-figures.ts): its cost follows the member's
 *   viewers and months, not every visit they ever had.
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

/** PostgreSQL's refusal of a zone the runtime knew (the two carry different time zone tables). */
const isUnknownZone = (error: unknown): boolean => {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (/time zone .* not recognized/i.test(e.message)) return true;
  }
  return false;
};

async function measure(db: Db, memberId: string, bounds: PeriodBounds, query: TAnalyticsQuery) {
  const { tz } = query;
  try {
    if (query.period === 'all') {
      const [rolled] = rowsOf<AnalyticsFigures & { exact: boolean }>(
        await db.execute(allTimeFiguresSql(memberId, bounds, tz)),
      );
      if (rolled!.exact) return rolled!;
    }
    return rowsOf<AnalyticsFigures>(await db.execute(periodFiguresSql(memberId, bounds, tz)))[0]!;
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
    measure(db, memberId, bounds, query),
    ownProfileFacts(db, memberId),
  ]);
  return { query, bounds, figures, own };
}
