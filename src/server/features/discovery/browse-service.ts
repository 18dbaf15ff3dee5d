import { and, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { favorites, profileNameKeys, profiles } from '../../db/schema/index.ts';
import { browsableTo, isNamed, oppositeGender } from '../../domain/member/member-visibility.ts';
import {
  BROWSE_PAGE_SIZE,
  BROWSE_TOTAL_CAP,
  type TBrowseQuery,
  type TBrowseSort,
} from '../../../shared/discovery/discovery-contract.ts';
import type { Gender } from '../../../shared/options/profile-options.ts';
import { hasProfileBasics, type ProfileBasicsInput } from '../../../shared/rules/profile-basics.ts';
import { nameSearchTerms, type NameSearchTerm } from '../../../shared/rules/name-search.ts';
import { browsePlan, READ_COST, type BrowsePlan, type Driver } from './browse-plan.ts';
import {
  BROWSE_FILTERS,
  FILTER_COLUMNS,
  listedStatistics,
  NAME_COUNT_CAP,
  nameKeyCount,
  type ListedStatistics,
} from './browse-statistics.ts';
import { loadCards } from './card-rows.ts';
import { birthDatesForAges } from './match-keys.ts';
import { keyRangesOf, termsOnTheWay } from './name-search.ts';
import type { CardPage } from './presenter.ts';

/**
 * Every order ends with user_id, so pages never repeat or skip a profile; each has an index that holds
 * every filter column (schema, migrations 0009 and 0013). Unqualified: a collect statement orders the
 * rows of its subquery by the same words (the name keys' rows call lower(full_name) name_order).
 */
const ordersBy = (name: SQL): Record<TBrowseSort, SQL> => ({
  newest: sql`created_at desc, user_id`,
  oldest: sql`created_at, user_id desc`,
  name: sql`${name}, user_id`,
  age_asc: sql`date_of_birth desc nulls last, user_id`,
  age_desc: sql`date_of_birth asc nulls last, user_id`,
});
const PROFILE_ORDERS = ordersBy(sql`lower(full_name)`);
const NAME_KEY_ORDERS = ordersBy(sql`name_order`);

/** The same test, hidden from every index: it is checked on each row the chosen plan reaches. */
const onTheWay = (condition: SQL): SQL => sql`(${condition}) is true`;

export type BrowseRequest = {
  viewerId: string;
  wanted: Gender;
  query: TBrowseQuery;
  terms: NameSearchTerm[];
  today: Date;
};

/**
 * The columns the conditions read: a profile's, or a name key row's (which copies them all, the two of
 * verification included: migration 0030).
 */
type Listed = {
  userId: PgColumn;
  gender: PgColumn;
  fullName: PgColumn;
  dateOfBirth: PgColumn;
  verifiedViewersOnly: PgColumn | SQL;
  /** "Verified only": the member is verified. */
  isVerified: SQL;
} & Record<(typeof BROWSE_FILTERS)[number], PgColumn>;

const PROFILE: Listed = {
  userId: profiles.userId,
  gender: profiles.gender,
  fullName: profiles.fullName,
  dateOfBirth: profiles.dateOfBirth,
  verifiedViewersOnly: profiles.verifiedViewersOnly,
  isVerified: sql`${profiles.verifiedAt} is not null`,
  ...FILTER_COLUMNS,
};

const keyColumns = (k: typeof profileNameKeys): Listed => ({
  userId: k.userId,
  gender: k.gender,
  // Only named profiles have keys, and their name_order is never null: the named rule reads it.
  fullName: k.nameOrder,
  dateOfBirth: k.dateOfBirth,
  verifiedViewersOnly: k.verifiedViewersOnly,
  isVerified: sql`${k.verified}`,
  location: k.currentCountry,
  religion: k.religionCommunity,
  education: k.educationalQualification,
  marital_status: k.maritalStatus,
});

const ageCondition = (c: Listed, { query, today }: BrowseRequest): SQL => {
  const born = birthDatesForAges(query.min_age, query.max_age, today);
  // Spec §5: a profile without a date of birth passes the age filter.
  return or(isNull(c.dateOfBirth), and(gt(c.dateOfBirth, born.after), lte(c.dateOfBirth, born.upTo))) as SQL;
};

/** Visibility, ages and filters on `c`, every one tested on the way except the driver's. */
function conditionsOf(c: Listed, request: BrowseRequest, driver: Driver | null): SQL[] {
  const { viewerId, wanted, query } = request;
  const browsable = browsableTo(c, { id: viewerId, wanted });
  // The (gender, value) indexes need the gender in sight; the favourites do not.
  const conditions = driver === 'favorites' ? [isNamed(c.fullName), onTheWay(browsable)] : [browsable];
  // Never through the birth dates' index: a plan made for any ages takes a window of them for rare, and
  // read 30,000 rows through it instead of 400 through a rare country's index.
  conditions.push(onTheWay(ageCondition(c, request)));
  if (query.favorites_only) {
    conditions.push(
      sql`${c.userId} in (select fav.favorited_profile_id from ${favorites} as fav where fav.user_id = ${viewerId})`,
    );
  }
  for (const filter of BROWSE_FILTERS) {
    const value = query[filter];
    if (!value) continue;
    const condition = eq(c[filter], value);
    conditions.push(driver === filter ? condition : onTheWay(condition));
  }
  // Through profiles_browse_verified_idx (partial on verified_at) only when it is the driver.
  if (query.verified) conditions.push(driver === 'verified' ? c.isVerified : onTheWay(c.isVerified));
  return conditions;
}

/** The figures browsePlan() weighs, from the shared statistics and the search's key counts. */
async function planFor(
  db: Db,
  request: BrowseRequest,
  statistics: ListedStatistics,
): Promise<BrowsePlanChosen> {
  const { query, terms, wanted, today } = request;
  const { listed } = statistics;
  const shares: number[] = [];
  const drivers: { driver: Driver; cost: number }[] = [];
  if (query.favorites_only) drivers.push({ driver: 'favorites', cost: 0 });
  // The term with the fewest keys leads; the others are looked up per member it finds.
  const counted = await Promise.all(
    terms.map(async (term) => ({ term, keys: await nameKeyCount(db, wanted, term) })),
  );
  const rarest = counted.sort((a, b) => a.keys - b.keys)[0];
  if (rarest) {
    shares.push(Math.min(rarest.keys, listed) / Math.max(listed, 1));
    drivers.push({
      driver: 'name',
      cost: rarest.keys > NAME_COUNT_CAP ? Number.POSITIVE_INFINITY : rarest.keys,
    });
  }
  const born = birthDatesForAges(query.min_age, query.max_age, today);
  let inAges = statistics.undated;
  const [from, to] = [Number(born.after.slice(0, 4)), Number(born.upTo.slice(0, 4))];
  for (const [year, members] of statistics.byBirthYear) if (year >= from && year <= to) inAges += members;
  shares.push(inAges / Math.max(listed, 1));
  for (const filter of BROWSE_FILTERS) {
    const value = query[filter];
    if (!value) continue;
    const members = statistics.byFilter[filter].get(value) ?? 0;
    shares.push(members / Math.max(listed, 1));
    drivers.push({ driver: filter, cost: READ_COST * members });
  }
  if (query.verified) {
    shares.push(statistics.verified / Math.max(listed, 1));
    drivers.push({ driver: 'verified', cost: READ_COST * statistics.verified });
  }
  return { plan: browsePlan({ listed, shares, drivers }), leading: rarest?.term ?? null };
}

/** A term on a name key row: one of the member's keys (any row of theirs) starts with it. */
function hasKeyStarting(k: typeof profileNameKeys, term: NameSearchTerm): SQL {
  const ranges = keyRangesOf(term).map(({ from, to }) => sql`(other.key >= ${from} and other.key < ${to})`);
  return sql`exists (select 1 from ${profileNameKeys} as other where other.user_id = ${k.userId} and (${sql.join(ranges, sql` or `)}))`;
}

/**
 * The ids of the request's matches in the chosen order, `limit` of them from `offset`, as a statement.
 * Every plan gives the same answer (browse-search.test.ts runs each); only the cost differs.
 */
function idsStatement(request: BrowseRequest, chosen: BrowsePlanChosen, limit: number, offset: number): SQL {
  const { plan, leading } = chosen;
  const sort = request.query.sort;
  if (plan.kind === 'walk') {
    const where = and(
      ...conditionsOf(PROFILE, request, null),
      ...termsOnTheWay(profiles.nameKey, request.terms),
    );
    return sql`select user_id from ${profiles} where ${where} order by ${PROFILE_ORDERS[sort]} limit ${limit} offset ${offset}`;
  }
  if (plan.driver === 'name' && leading) {
    // Each range of the leading term's keys, read from the lookup index alone (it holds every column
    // tested); DISTINCT and UNION keep a member once however many of their keys start so.
    const k = profileNameKeys;
    const others = request.terms.filter((term) => term !== leading).map((term) => hasKeyStarting(k, term));
    const branches = keyRangesOf(leading).map(
      ({ from, to }) =>
        sql`select distinct ${k.userId}, ${k.createdAt}, ${k.nameOrder}, ${k.dateOfBirth} from ${k}
          where ${and(gte(k.key, from), lt(k.key, to), ...conditionsOf(keyColumns(k), request, 'name'), ...others)}`,
    );
    return sql`select user_id from (${sql.join(branches, sql` union `)}) as found
      order by ${NAME_KEY_ORDERS[sort]} limit ${limit} offset ${offset}`;
  }
  // The subquery has no order to walk (OFFSET 0 keeps it whole), so the database reads the members
  // through the driver's index and sorts what passes.
  const where = and(
    ...conditionsOf(PROFILE, request, plan.driver),
    ...termsOnTheWay(profiles.nameKey, request.terms),
  );
  return sql`select user_id from (
      select user_id, created_at, full_name, date_of_birth from ${profiles} where ${where} offset 0
    ) as found order by ${PROFILE_ORDERS[sort]} limit ${limit} offset ${offset}`;
}

export async function browseIds(
  db: Db,
  request: BrowseRequest,
  chosen: BrowsePlanChosen,
  limit: number,
  offset: number,
): Promise<string[]> {
  const statement = idsStatement(request, chosen, limit, offset);
  return rowsOf<{ user_id: string }>(await db.execute(statement)).map((row) => row.user_id);
}

/**
 * One page's ids, and one more to tell whether a next page has any, with how many matched (counted up
 * to past the cap, or to this page): one statement, whose count and paging happen in the database, so
 * only the page's ids come back. A page past the end counts again from the start.
 */
async function pageOfMatches(db: Db, request: BrowseRequest, chosen: BrowsePlanChosen, offset: number) {
  const reach = Math.max(BROWSE_TOTAL_CAP + 1, offset + BROWSE_PAGE_SIZE + 1);
  const ordered = idsStatement(request, chosen, reach, 0);
  const rows = rowsOf<{ user_id: string; matches: number | string }>(
    await db.execute(sql`select user_id, count(*) over () as matches from (${ordered}) as ordered
      offset ${offset} limit ${BROWSE_PAGE_SIZE + 1}`),
  );
  if (rows.length > 0 || offset === 0)
    return { ids: rows.map((row) => row.user_id), matches: Number(rows[0]?.matches ?? 0) };
  const counted = idsStatement(request, chosen, BROWSE_TOTAL_CAP + 1, 0);
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`select count(*) as n from (${counted}) as counted`),
  );
  return { ids: [], matches: Number(row?.n ?? 0) };
}

export type BrowsePlanChosen = { plan: BrowsePlan; leading: NameSearchTerm | null };

export async function viewerGender(db: Db, viewerId: string): Promise<string | null> {
  return (await viewerBasics(db, viewerId))?.gender ?? null;
}

/** My own basics (src/shared/rules/profile-basics.ts): the gender decides whom I see. */
async function viewerBasics(db: Db, viewerId: string): Promise<ProfileBasicsInput> {
  const rows = await db
    .select({ full_name: profiles.fullName, gender: profiles.gender, date_of_birth: profiles.dateOfBirth })
    .from(profiles)
    .where(eq(profiles.userId, viewerId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * GET /api/browse: the page's ids and the total (up to BROWSE_TOTAL_CAP, then "1,000+") in one statement
 * of the plan browsePlan() chooses; then the page's cards by primary key (card-rows.ts).
 */
export async function browseProfiles(
  db: Db,
  viewerId: string,
  query: TBrowseQuery,
  today: Date = new Date(),
): Promise<CardPage & { needsBasics: boolean }> {
  const basics = await viewerBasics(db, viewerId);
  const answer = { page: query.page, today, needsBasics: !hasProfileBasics(basics) };
  const wanted = oppositeGender(basics?.gender);
  if (!wanted) return { rows: [], ...answer, total: 0, totalCapped: false, hasMore: false };
  // A search of nothing but punctuation has no word to look for: no name condition.
  const terms = query.search ? nameSearchTerms(query.search) : [];
  const request: BrowseRequest = { viewerId, wanted, query, terms, today };
  const chosen = await planFor(db, request, await listedStatistics(db, wanted));

  const found = await pageOfMatches(db, request, chosen, (query.page - 1) * BROWSE_PAGE_SIZE);
  const totalCapped = found.matches > BROWSE_TOTAL_CAP;
  const total = Math.min(found.matches, BROWSE_TOTAL_CAP);
  const hasMore = found.ids.length > BROWSE_PAGE_SIZE;
  const shown = found.ids.slice(0, BROWSE_PAGE_SIZE);
  const rows = await loadCards(db, viewerId, shown, today);
  return { rows, ...answer, total, totalCapped, hasMore };
}
