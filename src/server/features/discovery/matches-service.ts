import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { textArray } from '../../db/text-array.ts';
import { profiles } from '../../db/schema/index.ts';
import { rateLimited } from '../../http/errors.ts';
import type { Logger } from '../../infra/logger.ts';
import {
  DISCOVERY_TEXTS,
  MATCH_DESCRIPTION_MAX,
  MATCHES_PAGE_SIZE,
  type TMatchesQuery,
} from '../../../shared/discovery/discovery-contract.ts';
import { matchScorer, type TMatchProfile } from '../../../shared/rules/match-score.ts';
import { hasProfileBasics } from '../../../shared/rules/profile-basics.ts';
import { oppositeGender } from '../../domain/member/member-visibility.ts';
import { photoHiddenSql } from '../../domain/member/photo-privacy.ts';
import { includesFeatureSql } from '../../domain/membership/plan-settings.ts';
import { matchColumns, matchProfileOf, type MatchFields } from '../../domain/profile/profile-fields.ts';
import {
  bandOf,
  rankEveryCandidate,
  rerankStoredList,
  type RankedCandidate,
  type Viewer,
} from './match-candidates.ts';
import { myMatchKeys, type MyMatchKeys } from './match-keys.ts';
import { rankFromIndex } from './match-index/match-index-ranking.ts';
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
    'c.verified_at as "verifiedAt"',
  ].join(', '),
);

type CandidateRow = CardRow & MatchFields & { selfDescription: string | null };

async function findSelf(db: Db, userId: string) {
  const rows = await db
    .select({
      gender: profiles.gender,
      fullName: profiles.fullName,
      verifiedAt: profiles.verifiedAt,
      ...matchColumns(profiles),
    })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

export type FindMatchesOptions = {
  /**
   * MATCH_LIST_TTL_SECONDS; 0 scores every candidate on every request, with no stored lists and no
   * budget (COMPUTE_RATE_RULE): a mode for measuring, not for serving members.
   */
  listTtlSeconds: number;
  /** Refresh: work the list out again (at most 10 times a minute, REFRESH_RATE_RULE). */
  refresh?: boolean;
  /** Which MATCHES_PAGE_SIZE of the kept matches to answer (1-based; default 1). */
  page?: number;
  now?: Date;
};

/**
 * GET /api/matches: the ranking (who, in which order) comes from a stored list of mine for these filters
 * when there is a usable one (match-lists.ts), re-scored live; otherwise every candidate is scored in the
 * database, and the order is kept for next time. Either way only the asked page's members are loaded,
 * and their cards, scores and reasons come from the current rows (presenter.ts presents them).
 */
export async function findMatches(
  db: Db,
  log: Logger,
  viewerId: string,
  query: TMatchesQuery,
  options: FindMatchesOptions,
): Promise<RankedMatches> {
  const now = options.now ?? new Date();
  const page = options.page ?? 1;
  const self = await findSelf(db, viewerId);
  const needsBasics = !hasProfileBasics(
    self && { full_name: self.fullName, gender: self.gender, date_of_birth: self.dateOfBirth },
  );
  const none: RankedMatches = { ranked: [], total: 0, best: null, page, needsBasics, today: now };
  const wanted = oppositeGender(self?.gender);
  if (!self || !wanted) return none;
  const me = matchProfileOf(self);
  const keys = myMatchKeys(me, now);
  const viewer: Viewer = { id: viewerId, wanted, verified: self.verifiedAt !== null };
  const answer = (ranked: RankedCandidate[]) =>
    answerPage(db, log, { me, viewer, ranked, page, needsBasics, now });
  const useLists = options.listTtlSeconds > 0;
  const filterKey = filterKeyOf(query);
  const viewerKey = viewerKeyOf(wanted, keys, viewer.verified);

  const fromList = async (list: StoredMatchList) =>
    answer(await rerankStoredList(db, me, keys, viewer, query, list.candidateIds, now));
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

  const ranked = await rankFresh(db, log, { me, keys, viewer, score, query, now });
  if (useLists) {
    const candidateIds = ranked.map(({ userId }) => userId);
    await saveMatchList(db, viewerId, filterKey, { viewerKey, candidateIds, computedAt: now });
  }
  return answer(ranked);
}

/**
 * A fresh ranking: from the match index (match-index/), which scores every candidate in memory; from
 * the database's scoring of every candidate if the index cannot be read (the same answer, slower).
 */
async function rankFresh(
  db: Db,
  log: Logger,
  input: {
    me: TMatchProfile;
    keys: MyMatchKeys;
    viewer: Viewer;
    score: SQL;
    query: TMatchesQuery;
    now: Date;
  },
): Promise<RankedCandidate[]> {
  const { me, keys, viewer, score, query, now } = input;
  try {
    return await rankFromIndex(db, { me, keys, viewer, query, band: bandOf(query), today: now });
  } catch (error) {
    log.error({ err: error }, 'match index unavailable: scoring in the database');
    return rankEveryCandidate(db, keys, viewer, score, query, now);
  }
}

type PageInput = {
  me: TMatchProfile;
  viewer: Viewer;
  ranked: RankedCandidate[];
  page: number;
  needsBasics: boolean;
  now: Date;
};

/**
 * One page of the ranking: its members' cards by primary key, each scored with matchScore()'s rules
 * (matchScorer) for its reasons. A score the database worked out must agree with JS to the point.
 */
async function answerPage(db: Db, log: Logger, input: PageInput): Promise<RankedMatches> {
  const { me, viewer, ranked, page, needsBasics, now } = input;
  const slice = ranked.slice((page - 1) * MATCHES_PAGE_SIZE, page * MATCHES_PAGE_SIZE);
  const base = { total: ranked.length, best: ranked[0]?.score ?? null, page, needsBasics, today: now };
  if (slice.length === 0) return { ranked: [], ...base };
  const ids = slice.map((r) => r.userId);
  // The page's cards in one statement, with whether each is featured and whether its photos are
  // withheld from me (issue 19).
  const rows = rowsOf<CandidateRow & { isFeatured: boolean; photoHidden: boolean }>(
    await db.execute(sql`select ${cardSelect},
        ${includesFeatureSql(sql`c.user_id`, 'featured_profile', now)} as "isFeatured",
        ${photoHiddenSql(viewer.id, sql`c.user_id`, now)} as "photoHidden"
      from ${profiles} c where c.user_id = any(${textArray(ids)})`),
  );
  const byId = new Map(rows.map((row) => [row.userId, row]));
  const scoreOf = matchScorer(me, now);
  const cards: RankedMatches['ranked'] = [];
  for (const { userId, score, fromSql } of slice) {
    // Gone since it was ranked (an account deleted a moment ago): the page is one shorter.
    const row = byId.get(userId);
    if (!row) continue;
    const result = scoreOf(matchProfileOf(row));
    if (fromSql && result.score !== score) {
      // A rule changed on one side only: the answer uses the JS rules, the log says which member differs.
      log.error(
        { viewerId: viewer.id, userId, sqlScore: score, jsScore: result.score },
        'match score: SQL and JS disagree',
      );
    }
    cards.push({
      row: { ...row, isFeatured: Boolean(row.isFeatured), photoHidden: Boolean(row.photoHidden) },
      result,
    });
  }
  return { ranked: cards, ...base };
}
