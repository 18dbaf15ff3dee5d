import { and, asc, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favorites, profiles } from '../../db/schema/index.ts';
import { browsableTo, oppositeGender } from '../../domain/member/member-visibility.ts';
import { cardColumns } from '../../domain/profile/profile-fields.ts';
import {
  BROWSE_PAGE_SIZE,
  type TBrowseQuery,
  type TBrowseSort,
} from '../../../shared/discovery/discovery-contract.ts';
import { hasProfileBasics, type ProfileBasicsInput } from '../../../shared/rules/profile-basics.ts';
import { createCountCache } from './count-cache.ts';
import { birthDatesForAges } from './match-keys.ts';
import { nameContains, nameContainsByScan } from './name-search.ts';
import type { CardPage } from './presenter.ts';

/** Every order ends with user_id, so pages never repeat or skip a profile; each has an index (see schema). */
const ORDERS: Record<TBrowseSort, SQL[]> = {
  newest: [desc(profiles.createdAt), asc(profiles.userId)],
  oldest: [asc(profiles.createdAt), desc(profiles.userId)],
  name: [sql`lower(${profiles.fullName})`, asc(profiles.userId)],
  age_asc: [sql`${profiles.dateOfBirth} desc nulls last`, asc(profiles.userId)],
  age_desc: [sql`${profiles.dateOfBirth} asc nulls last`, asc(profiles.userId)],
};

/**
 * Written out by hand: drizzle leaves columns unqualified in a one-table select, and an unqualified
 * user_id inside this subquery would mean favorites.user_id, not the listed profile's.
 */
export const isFavoriteOf = (viewerId: string) =>
  sql<boolean>`exists (select 1 from ${favorites} as fav where fav.user_id = ${viewerId} and fav.favorited_profile_id = "profiles"."user_id")`;

type NameSearch = 'trigram' | 'walk';

/**
 * How a page of a name search is found. Walking the page's order, testing each name and filter, reaches
 * the page after about (offset + 20) x listed / total index entries: cheap when matches are dense.
 * Collecting through the trigram index reads every profile whose name matches (a table read each, about
 * three times an index entry), then sorts: cheap when the name is rare. The counts are the shared ones,
 * so deciding costs nothing after the first request. Why not leave it to PostgreSQL: the embedded
 * database plans a statement once for all values (db/pglite-statements.ts), and its one plan chose the
 * trigram index for every name, 6,000 reads for 'ami' at 100,000 members.
 */
export function nameSearchPlan(counts: {
  listed: number;
  total: number;
  nameMatches: number;
  offset: number;
}): NameSearch {
  const walked = ((counts.offset + BROWSE_PAGE_SIZE) * counts.listed) / Math.max(counts.total, 1);
  return walked <= 3 * counts.nameMatches ? 'walk' : 'trigram';
}

function filtersOf(viewerId: string, query: TBrowseQuery, today: Date, nameSearch: NameSearch): SQL[] {
  const conditions: SQL[] = [];
  if (query.search) {
    const contains = nameSearch === 'walk' ? nameContainsByScan : nameContains;
    conditions.push(contains(profiles.fullName, query.search));
  }
  const born = birthDatesForAges(query.min_age, query.max_age, today);
  // Spec §5: a profile without a date of birth passes the age filter.
  conditions.push(
    or(
      isNull(profiles.dateOfBirth),
      and(gt(profiles.dateOfBirth, born.after), lte(profiles.dateOfBirth, born.upTo)),
    ) as SQL,
  );
  if (query.favorites_only) conditions.push(isFavoriteOf(viewerId));
  if (query.location) conditions.push(eq(profiles.currentCountry, query.location));
  if (query.religion) conditions.push(eq(profiles.religionCommunity, query.religion));
  if (query.education) conditions.push(eq(profiles.educationalQualification, query.education));
  if (query.marital_status) conditions.push(eq(profiles.maritalStatus, query.marital_status));
  return conditions;
}

const countCaches = new WeakMap<Db, ReturnType<typeof createCountCache>>();

function sharedCount(db: Db, key: string, count: () => Promise<number>): Promise<number> {
  let cache = countCaches.get(db);
  if (!cache) countCaches.set(db, (cache = createCountCache()));
  return cache(key, count);
}

/** Everything a (non-favourites) total depends on: the gender listed and the filters, ages as birth dates. */
function totalKey(wanted: string, query: TBrowseQuery, today: Date): string {
  const born = birthDatesForAges(query.min_age, query.max_age, today);
  const { search, location, religion, education, marital_status } = query;
  return JSON.stringify([
    wanted,
    search ?? '',
    born.after,
    born.upTo,
    location,
    religion,
    education,
    marital_status,
  ]);
}

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
 * GET /api/browse: one count (shared for a few seconds, count-cache.ts), then one page of 20 cards,
 * all from indexes. A page past the end is an empty list (the page queries are skipped, so a huge
 * page costs nothing).
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
  if (!wanted) return { rows: [], ...answer, total: 0 };
  const browsable = browsableTo(profiles, { id: viewerId, wanted });
  const where = (nameSearch: NameSearch) => and(browsable, ...filtersOf(viewerId, query, today, nameSearch));

  const countWhere = async (condition: SQL | undefined) =>
    Number((await db.select({ n: count() }).from(profiles).where(condition))[0]?.n ?? 0);
  const total = query.favorites_only
    ? await countWhere(where('trigram'))
    : await sharedCount(db, totalKey(wanted, query, today), () => countWhere(where('trigram')));
  const offset = (query.page - 1) * BROWSE_PAGE_SIZE;
  if (offset >= total) return { rows: [], ...answer, total };
  const nameSearch = query.search
    ? nameSearchPlan({
        // An estimate, shared by every viewer (whose own exclusion changes it by one).
        listed: await sharedCount(db, JSON.stringify([wanted]), () => countWhere(browsable)),
        total,
        nameMatches: await sharedCount(db, JSON.stringify([wanted, 'name', query.search]), () =>
          countWhere(and(browsable, nameContains(profiles.fullName, query.search!))),
        ),
        offset,
      })
    : 'trigram';

  // One statement (one snapshot, one round trip): the page's 20 ids first, walking the order's index,
  // which holds every filter column (migration 0009), so an index-only scan however many profiles
  // the filters pass over; then their cards by primary key, put back in the page's order.
  const page = db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(where(nameSearch))
    .orderBy(...ORDERS[query.sort])
    .limit(BROWSE_PAGE_SIZE)
    .offset(offset)
    .as('page');
  const rows = await db
    .select({ ...cardColumns(profiles), isFavorite: isFavoriteOf(viewerId) })
    .from(page)
    .innerJoin(profiles, eq(profiles.userId, page.id))
    .orderBy(...ORDERS[query.sort]);
  return { rows: rows.map((row) => ({ ...row, isFavorite: Boolean(row.isFavorite) })), ...answer, total };
}
