import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { profiles, profileViews } from '../db/schema/index.ts';
import { viewerFactsSql } from '../domain/profile/viewer-facts.ts';
import {
  VISIT_DURATION_MAX_SECONDS,
  VISIT_WINDOW_MINUTES,
} from '../../shared/analytics/analytics-contract.ts';
import { appealing, type SeedPerson } from './demo-activity.ts';
import type { Rng } from './random.ts';

/**
 * The demo's profile visits (issue 20): enough history that every analytics chart of a demo member has
 * something to show. Three months of visits, the recent weeks busier; viewers look in the evening and
 * at lunchtime where they live; some come back two to six times; most stay between twenty seconds and
 * five minutes, some report no time at all, a few read for up to half an hour.
 */

export type DemoVisit = {
  viewerId: string;
  viewedId: string;
  viewedAt: Date;
  lastViewedAt: Date;
  durationSeconds: number;
};

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const HISTORY_DAYS = 90;
/** The members whose sign-in the start prints draw this many different viewers, whatever chance says. */
const SHOWCASE_VIEWERS = { min: 45, max: 60 } as const;
const SHOWCASE_TODAY = { min: 3, max: 6 } as const;

// Browsing peaks after work and after Isha, with a smaller one at lunch (local hours 0-23).
const HOUR_WEIGHTS = [1, 1, 0, 0, 0, 1, 2, 3, 4, 4, 3, 3, 5, 5, 3, 3, 4, 6, 7, 9, 10, 10, 8, 4] as const;
const LOCAL_HOURS = HOUR_WEIGHTS.map((weight, hour) => [hour, weight] as const);
// Most viewers look once; a few keep coming back.
const VISITS_PER_VIEWER = [
  [1, 70],
  [2, 12],
  [3, 8],
  [4, 5],
  [5, 3],
  [6, 2],
] as const;

/**
 * Days back, 0-89, the recent ones likelier (a community that is growing): the density falls as
 * 1 / (1 + days / 30), so the last month has half the visits and the newest week some 15%.
 */
function daysAgo(rng: Rng): number {
  const r = rng.int(0, 9_999) / 10_000;
  return Math.min(HISTORY_DAYS - 1, Math.floor(30 * (4 ** r - 1)));
}

/** How long the page was visible: 0 when the viewer's browser never reported. */
function duration(rng: Rng): number {
  const kind = rng.weighted([
    ['none', 15],
    ['glance', 75],
    ['read', 10],
  ] as const);
  if (kind === 'none') return 0;
  return kind === 'glance' ? rng.int(20, 300) : rng.int(301, VISIT_DURATION_MAX_SECONDS);
}

/** A moment at a busy local hour of the viewer, after both joined; null when none fits. */
function visitStart(viewer: SeedPerson, viewed: SeedPerson, rng: Rng, now: Date, days: number): Date | null {
  const day = new Date(now.getTime() - days * DAY);
  day.setUTCHours(0, 0, 0, 0);
  const localHour = rng.weighted(LOCAL_HOURS);
  let at = day.getTime() + (localHour - viewer.chat.utcOffset) * HOUR + rng.int(0, 3_599) * SECOND;
  while (at > now.getTime() - MINUTE) at -= DAY;
  const joined = Math.max(viewer.createdAt.getTime(), viewed.createdAt.getTime()) + HOUR;
  return at > joined ? new Date(at) : null;
}

/**
 * One viewer's visits of one member, each starting after the one before was over (VISIT_WINDOW_MINUTES);
 * `today`: the first within the last day.
 */
function visitsOfPair(
  viewer: SeedPerson,
  viewed: SeedPerson,
  rng: Rng,
  now: Date,
  today = false,
): DemoVisit[] {
  const starts = Array.from({ length: rng.weighted(VISITS_PER_VIEWER) }, (_, i) =>
    visitStart(viewer, viewed, rng, now, today && i === 0 ? 0 : daysAgo(rng)),
  )
    .filter((at): at is Date => at !== null)
    .sort((a, b) => a.getTime() - b.getTime());
  const visits: DemoVisit[] = [];
  for (const viewedAt of starts) {
    const previous = visits.at(-1);
    if (previous && viewedAt.getTime() <= previous.lastViewedAt.getTime() + VISIT_WINDOW_MINUTES * MINUTE)
      continue;
    const durationSeconds = duration(rng);
    const lastViewedAt = new Date(Math.min(viewedAt.getTime() + durationSeconds * SECOND, now.getTime()));
    visits.push({ viewerId: viewer.id, viewedId: viewed.id, viewedAt, lastViewedAt, durationSeconds });
  }
  return visits;
}

/**
 * About `pairs` viewer-member pairs drawn at random (members with photos draw more viewers), plus
 * SHOWCASE_VIEWERS different viewers for each showcase member (SHOWCASE_TODAY of them within the last
 * day), and their visits, oldest first.
 */
export function buildDemoVisits(
  people: readonly SeedPerson[],
  showcaseIds: ReadonlySet<string>,
  pairs: number,
  rng: Rng,
  now: Date,
): DemoVisit[] {
  const seen = new Set<string>();
  const visits: DemoVisit[] = [];
  const add = (viewer: SeedPerson, viewed: SeedPerson, today = false) => {
    const key = `${viewer.id}:${viewed.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    visits.push(...visitsOfPair(viewer, viewed, rng, now, today));
  };
  for (const viewed of people.filter((p) => showcaseIds.has(p.id))) {
    const viewers = people.filter((p) => p.gender !== viewed.gender);
    const sampled = rng.sample(viewers, rng.int(SHOWCASE_VIEWERS.min, SHOWCASE_VIEWERS.max));
    // A few came by today, so the 24-hour period is not empty on a first sign-in.
    const today = rng.int(SHOWCASE_TODAY.min, SHOWCASE_TODAY.max);
    sampled.forEach((viewer, i) => add(viewer, viewed, i < today));
  }
  const wanted = seen.size + pairs;
  for (let attempt = 0; seen.size < wanted && attempt < pairs * 3; attempt++) {
    const viewer = rng.pick(people);
    const candidates = people.filter((p) => p.gender !== viewer.gender);
    if (candidates.length === 0) break;
    add(viewer, appealing(candidates, rng));
  }
  return visits.sort((a, b) => a.viewedAt.getTime() - b.viewedAt.getTime());
}

const BATCH = 2_000;

/**
 * Writes the visits with their viewers' age, location and country at the time, copied from the viewers'
 * profiles by the database as recording does (domain/profile/viewer-facts.ts): a statement per
 * BATCH visits, the visits sent as one JSON parameter.
 */
export async function insertDemoVisits(db: Pick<Db, 'execute'>, visits: readonly DemoVisit[]): Promise<void> {
  for (let i = 0; i < visits.length; i += BATCH) {
    const batch = visits.slice(i, i + BATCH).map((v) => ({
      viewer_id: v.viewerId,
      viewed_profile_id: v.viewedId,
      viewed_at: v.viewedAt.toISOString(),
      last_viewed_at: v.lastViewedAt.toISOString(),
      duration_seconds: v.durationSeconds,
    }));
    await db.execute(sql`
      insert into ${profileViews} (viewer_id, viewed_profile_id, viewed_at, last_viewed_at, duration_seconds,
        viewer_age, viewer_location, viewer_country)
      select v.viewer_id, v.viewed_profile_id, v.viewed_at, v.last_viewed_at, v.duration_seconds,
        ${viewerFactsSql(profiles, sql`v.viewed_at`)}
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(viewer_id text, viewed_profile_id text,
        viewed_at timestamptz, last_viewed_at timestamptz, duration_seconds int)
      left join ${profiles} on ${profiles.userId} = v.viewer_id`);
  }
}
