import { and, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { textArray } from '../../db/text-array.ts';
import { profiles } from '../../db/schema/index.ts';
import {
  MATCH_AGE_BOUNDS,
  MATCH_COMPATIBILITY_BOUNDS,
  MATCHES_LIMIT,
  type TMatchesQuery,
} from '../../../shared/discovery/discovery-contract.ts';
import type { Gender } from '../../../shared/options/profile-options.ts';
import { matchScorer, type TMatchProfile } from '../../../shared/rules/match-score.ts';
import { browsableTo } from '../../domain/member/member-visibility.ts';
import { isBoostedSql } from '../../domain/membership/plan-visibility.ts';
import { matchProfileOf, type MatchFields } from '../../domain/profile/profile-fields.ts';
import { notDeclinedWith } from './declined-pairs.ts';
import { birthDatesForAges, inMyAgeRange, type MyMatchKeys } from './match-keys.ts';
import { inMyAgeRangeSql } from './match-sql.ts';
import { nameMatches } from './name-search.ts';

/**
 * Who is on my /matches list and in which order: ids and scores only, never cards (matches-service.ts
 * loads the cards of the one page it answers). The order is the same in SQL and JS: score, then whether
 * they are boosted now (visibility_boost, issue 19), then whether their age fits my partner range, then
 * the newest profile, then the user id.
 */

/** `verified`: staff approved my own verification (the match index hides who wants verified viewers). */
export type Viewer = { id: string; wanted: Gender; verified: boolean };
/** One kept match, best first; `fromSql`: the score came from the database (and is checked against JS). */
export type RankedCandidate = { userId: string; score: number; fromSql: boolean };

/** The filters of /matches, as conditions on the candidate row p (all index-friendly). */
function filtersOf(
  p: { nameKey: PgColumn; dateOfBirth: PgColumn; currentCountry: PgColumn; verifiedAt: PgColumn },
  query: TMatchesQuery,
  today: Date,
): SQL[] {
  const conditions: SQL[] = [];
  const name = query.search ? nameMatches(p.nameKey, query.search) : null;
  if (name) conditions.push(name);
  if (query.age) {
    const { min, max } = MATCH_AGE_BOUNDS[query.age];
    const born = birthDatesForAges(min, max, today);
    // Spec §5: a profile without a date of birth passes the age filter.
    conditions.push(
      or(isNull(p.dateOfBirth), and(gt(p.dateOfBirth, born.after), lte(p.dateOfBirth, born.upTo))) as SQL,
    );
  }
  if (query.location) conditions.push(eq(p.currentCountry, query.location));
  if (query.verified) conditions.push(isNotNull(p.verifiedAt));
  return conditions;
}

type CandidateColumns = {
  userId: PgColumn;
  gender: PgColumn;
  fullName: PgColumn;
  nameKey: PgColumn;
  dateOfBirth: PgColumn;
  currentCountry: PgColumn;
  verifiedAt: PgColumn;
  verifiedViewersOnly: PgColumn;
};

/** Who may be on my list at all: browsable to me, no declined request between us, through the filters. */
function candidatesOf(p: CandidateColumns, viewer: Viewer, query: TMatchesQuery, today: Date) {
  return and(browsableTo(p, viewer), notDeclinedWith(p.userId, viewer.id), ...filtersOf(p, query, today));
}

export const bandOf = (query: TMatchesQuery) =>
  query.compatibility ? MATCH_COMPATIBILITY_BOUNDS[query.compatibility] : { min: 1, max: 100 };

/**
 * The database filters and scores every candidate with one expression (match-sql.ts) and keeps the best
 * 50; only their ids and scores come back.
 */
export async function rankEveryCandidate(
  db: Db,
  keys: MyMatchKeys,
  viewer: Viewer,
  score: SQL,
  query: TMatchesQuery,
  today: Date,
): Promise<RankedCandidate[]> {
  const p = alias(profiles, 'p');
  const band = bandOf(query);
  // Written as SQL because the OFFSET 0 matters (drizzle drops a zero offset): it keeps the scoring
  // subquery whole, so each candidate is scored once instead of again for the band condition.
  const result = await db.execute(sql`
    select scored.user_id as "userId", scored.score
    from (
      select p.user_id, p.created_at, ${score} as score, ${inMyAgeRangeSql(keys)} as in_range
      from ${profiles} p
      where ${candidatesOf(p, viewer, query, today)}
      offset 0
    ) scored
    where scored.score between ${band.min} and ${band.max}
    order by scored.score desc, ${isBoostedSql(sql`scored.user_id`, today)} desc,
      scored.in_range desc, scored.created_at desc, scored.user_id
    limit ${MATCHES_LIMIT}`);
  return rowsOf<{ userId: string; score: number | string }>(result).map((row) => ({
    userId: row.userId,
    score: Number(row.score),
    fromSql: true,
  }));
}

type StoredRow = MatchFields & { userId: string; boosted: boolean; tieRank: number | string };

/**
 * A stored list, as it stands now: the members on it who are still candidates (browsable, not declined,
 * through the filters), scored in JS with their current profiles, in the band, in the ranking's order.
 * The database numbers them by newest profile, then user id (its collation, as the ranking sorted),
 * for the last two keys.
 */
export async function rerankStoredList(
  db: Db,
  me: TMatchProfile,
  keys: MyMatchKeys,
  viewer: Viewer,
  query: TMatchesQuery,
  candidateIds: string[],
  today: Date,
): Promise<RankedCandidate[]> {
  if (candidateIds.length === 0) return [];
  const c = alias(profiles, 'c');
  const rows = rowsOf<StoredRow>(
    await db.execute(sql`
      select c.user_id as "userId",
        c.date_of_birth::text as "dateOfBirth", c.partner_age_range as "partnerAgeRange",
        c.religion_community as "religionCommunity", c.religious_beliefs as "religiousBeliefs",
        c.partner_education as "partnerEducation",
        c.educational_qualification as "educationalQualification",
        c.current_country as "currentCountry", c.current_state as "currentState",
        c.partner_career_preferences as "partnerCareerPreferences", c.occupation,
        c.languages_spoken as "languagesSpoken", c.family_type as "familyType",
        c.marital_status as "maritalStatus", ${isBoostedSql(c.userId, today)} as "boosted",
        row_number() over (order by c.created_at desc, c.user_id) as "tieRank"
      from ${profiles} c
      where ${and(sql`${c.userId} = any(${textArray(candidateIds)})`, candidatesOf(c, viewer, query, today))}`),
  );
  const scoreOf = matchScorer(me, today);
  const band = bandOf(query);
  return rows
    .map((row) => ({
      userId: row.userId,
      score: scoreOf(matchProfileOf(row)).score,
      boosted: row.boosted === true,
      inRange: inMyAgeRange(keys, row.dateOfBirth),
      tieRank: Number(row.tieRank),
    }))
    .filter(({ score }) => score >= band.min && score <= band.max)
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.boosted) - Number(a.boosted) ||
        Number(b.inRange) - Number(a.inRange) ||
        a.tieRank - b.tieRank,
    )
    .map(({ userId, score }) => ({ userId, score, fromSql: false }));
}
