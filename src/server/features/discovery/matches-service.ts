import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { textArray } from '../../db/text-array.ts';
import { profiles } from '../../db/schema/index.ts';
import { rateLimited } from '../../http/errors.ts';
import type { Logger } from '../../infra/logger.ts';
import {
  DISCOVERY_TEXTS,
  MATCH_AGE_BOUNDS,
  MATCH_COMPATIBILITY_BOUNDS,
  MATCH_DESCRIPTION_MAX,
  MATCHES_LIMIT,
  type TMatchesQuery,
} from '../../../shared/discovery/discovery-contract.ts';
import type { Gender } from '../../../shared/options/profile-options.ts';
import { matchScorer, type TMatchProfile, type TMatchResult } from '../../../shared/rules/match-score.ts';
import { browsableTo, oppositeGender } from '../../domain/member/member-visibility.ts';
import { matchColumns, matchProfileOf, type MatchFields } from '../../domain/profile/profile-fields.ts';
import { birthDatesForAges, myMatchKeys } from './match-keys.ts';
import {
  filterKeyOf,
  isUsable,
  mayComputeFresh,
  mayRecompute,
  readMatchList,
  saveMatchList,
  viewerKeyOf,
  type StoredMatchList,
} from './match-lists.ts';
import { matchScoreSql } from './match-sql.ts';
import { nameContains } from './name-search.ts';
import type { CardRow, RankedMatches } from './presenter.ts';

/** The card and match fields of the chosen rows (alias c), named as drizzle would name them. */
const cardSelect = sql.raw(
  [
    'c.user_id as "userId"',
    'c.full_name as "fullName"',
    // as text: node-postgres would turn a date into a local-time Date
    'c.date_of_birth::text as "dateOfBirth"',
    'c.gender',
    'c.current_country as "currentCountry"',
    'c.current_state as "currentState"',
    'c.occupation',
    'c.educational_qualification as "educationalQualification"',
    'c.religion_community as "religionCommunity"',
    'c.marital_status as "maritalStatus"',
    'c.profile_photo_url as "profilePhotoUrl"',
    'c.profile_photo_thumb_url as "profilePhotoThumbUrl"',
    `left(c.self_description, ${MATCH_DESCRIPTION_MAX + 1}) as "selfDescription"`,
    'c.partner_age_range as "partnerAgeRange"',
    'c.religious_beliefs as "religiousBeliefs"',
    'c.partner_education as "partnerEducation"',
    'c.partner_career_preferences as "partnerCareerPreferences"',
    'c.languages_spoken as "languagesSpoken"',
    'c.family_type as "familyType"',
  ].join(', '),
);

type CandidateRow = CardRow & MatchFields & { selfDescription: string | null; score?: number };

async function findSelf(db: Db, userId: string) {
  const rows = await db
    .select({ gender: profiles.gender, ...matchColumns(profiles) })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** The filters of /matches, as conditions on the candidate row p (all index-friendly). */
function filtersOf(
  p: { fullName: PgColumn; dateOfBirth: PgColumn; currentCountry: PgColumn },
  query: TMatchesQuery,
  today: Date,
): SQL[] {
  const conditions: SQL[] = [];
  if (query.search) conditions.push(nameContains(p.fullName, query.search));
  if (query.age) {
    const { min, max } = MATCH_AGE_BOUNDS[query.age];
    const born = birthDatesForAges(min, max, today);
    // Spec §5: a profile without a date of birth passes the age filter.
    conditions.push(
      or(isNull(p.dateOfBirth), and(gt(p.dateOfBirth, born.after), lte(p.dateOfBirth, born.upTo))) as SQL,
    );
  }
  if (query.location) conditions.push(eq(p.currentCountry, query.location));
  return conditions;
}

export type FindMatchesOptions = {
  /**
   * MATCH_LIST_TTL_SECONDS; 0 scores every candidate on every request, with no stored lists and no
   * budget (COMPUTE_RATE_RULE): a mode for measuring, not for serving members.
   */
  listTtlSeconds: number;
  /** Refresh: work the list out again (at most 10 times a minute, REFRESH_RATE_RULE). */
  refresh?: boolean;
  now?: Date;
};

/**
 * GET /api/matches: a stored list of mine for these filters when there is a usable one (match-lists.ts),
 * re-scored live; otherwise every candidate scored in the database (scoreEveryCandidate), and the order
 * kept for next time. Either way the cards, scores and reasons come from the current rows, best first
 * (presenter.ts presents them).
 */
export async function findMatches(
  db: Db,
  log: Logger,
  viewerId: string,
  query: TMatchesQuery,
  options: FindMatchesOptions,
): Promise<RankedMatches> {
  const now = options.now ?? new Date();
  const none: RankedMatches = { ranked: [], today: now };
  const self = await findSelf(db, viewerId);
  const wanted = oppositeGender(self?.gender);
  if (!self || !wanted) return none;
  const me = matchProfileOf(self);
  const keys = myMatchKeys(me, now);
  const viewer = { id: viewerId, wanted };
  const useLists = options.listTtlSeconds > 0;
  const filterKey = filterKeyOf(query);
  const viewerKey = viewerKeyOf(wanted, keys);

  const fromList = async (list: StoredMatchList): Promise<RankedMatches> => ({
    ranked: await rescoreList(db, me, viewer, query, list.candidateIds, now),
    today: now,
  });
  let stored: StoredMatchList | null = null;
  if (useLists) {
    const recompute = options.refresh === true && (await mayRecompute(db, viewerId));
    stored = await readMatchList(db, viewerId, filterKey);
    if (!recompute && isUsable(stored, viewerKey, { now, ttlSeconds: options.listTtlSeconds }))
      return fromList(stored);
  }

  // Only a fresh list needs the score as SQL; with no rule that can fire (an empty profile), nobody scores.
  const score = matchScoreSql(keys);
  if (!score) return none;
  if (useLists) {
    const budget = await mayComputeFresh(db, viewerId);
    if (!budget.allowed) {
      // Past the budget an older list of mine for these filters still answers; without one, 429.
      if (stored && stored.viewerKey === viewerKey) return fromList(stored);
      throw rateLimited(DISCOVERY_TEXTS.tooManySearches, budget.retryAfterSeconds);
    }
  }

  const ranked = await scoreEveryCandidate(db, log, me, viewer, score, query, now);
  if (useLists) {
    const candidateIds = ranked.map(({ row }) => row.userId);
    await saveMatchList(db, viewerId, filterKey, { viewerKey, candidateIds, computedAt: now });
  }
  return { ranked, today: now };
}

type Scored = { row: CandidateRow; result: TMatchResult };

const bandOf = (query: TMatchesQuery) =>
  query.compatibility ? MATCH_COMPATIBILITY_BOUNDS[query.compatibility] : { min: 1, max: 100 };

/**
 * The database filters and scores every candidate with one expression (match-sql.ts) and keeps the best
 * 50 (ties: newest profile, then user id); only those 50 rows come back, and JS computes their reasons
 * with matchScore()'s rules (matchScorer), which must agree with the SQL score to the point.
 */
async function scoreEveryCandidate(
  db: Db,
  log: Logger,
  me: TMatchProfile,
  viewer: { id: string; wanted: Gender },
  score: SQL,
  query: TMatchesQuery,
  today: Date,
): Promise<Scored[]> {
  const p = alias(profiles, 'p');
  const conditions = and(browsableTo(p, viewer), ...filtersOf(p, query, today));
  const band = bandOf(query);
  // Written as SQL because the OFFSET 0 matters (drizzle drops a zero offset): it keeps the scoring
  // subquery whole, so each candidate is scored once instead of again for the band condition.
  const result = await db.execute(sql`
    select ${cardSelect}, ranked.score
    from (
      select scored.user_id, scored.created_at, scored.score
      from (
        select p.user_id, p.created_at, ${score} as score
        from ${profiles} p
        where ${conditions}
        offset 0
      ) scored
      where scored.score between ${band.min} and ${band.max}
      order by scored.score desc, scored.created_at desc, scored.user_id
      limit ${MATCHES_LIMIT}
    ) ranked
    join ${profiles} c on c.user_id = ranked.user_id
    order by ranked.score desc, ranked.created_at desc, ranked.user_id`);

  const scoreOf = matchScorer(me, today);
  return rowsOf<CandidateRow>(result).map((row) => {
    const result = scoreOf(matchProfileOf(row));
    const sqlScore = Number(row.score);
    if (result.score !== sqlScore) {
      // A rule changed on one side only: the answer uses the JS rules, the log says which member differs.
      log.error(
        { viewerId: viewer.id, userId: row.userId, sqlScore, jsScore: result.score },
        'match score: SQL and JS disagree',
      );
    }
    return { row, result };
  });
}

/**
 * A stored list, as it stands now: the members on it who are still browsable to me and still pass the
 * filters, scored with their current profiles, in the band, best first (equal scores keep the stored
 * order, which was newest profile first).
 */
async function rescoreList(
  db: Db,
  me: TMatchProfile,
  viewer: { id: string; wanted: Gender },
  query: TMatchesQuery,
  candidateIds: string[],
  today: Date,
): Promise<Scored[]> {
  if (candidateIds.length === 0) return [];
  const c = alias(profiles, 'c');
  // One array parameter rather than 50: building the query costs less.
  const conditions = and(
    sql`${c.userId} = any(${textArray(candidateIds)})`,
    browsableTo(c, viewer),
    ...filtersOf(c, query, today),
  );
  const rows = rowsOf<CandidateRow>(
    await db.execute(sql`select ${cardSelect} from ${profiles} c where ${conditions}`),
  );
  const position = new Map(candidateIds.map((id, index) => [id, index]));
  const scoreOf = matchScorer(me, today);
  const band = bandOf(query);
  return rows
    .map((row) => ({ row, result: scoreOf(matchProfileOf(row)) }))
    .filter(({ result }) => result.score >= band.min && result.score <= band.max)
    .sort(
      (a, b) => b.result.score - a.result.score || position.get(a.row.userId)! - position.get(b.row.userId)!,
    );
}
