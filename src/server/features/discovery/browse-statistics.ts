import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { profileNameKeys, profiles } from '../../db/schema/index.ts';
import { isNamed } from '../../domain/member/member-visibility.ts';
import type { Gender } from '../../../shared/options/profile-options.ts';
import { createCountCache } from './count-cache.ts';
import type { NameSearchTerm } from '../../../shared/rules/name-search.ts';
import { keyRangesOf } from './name-search.ts';

/**
 * What browse knows of the members it lists, to choose each request's statement (browse-plan.ts): how
 * many of each gender there are, how they spread over each filter's values and over birth years, and
 * how many name keys a search term starts (up to NAME_COUNT_CAP). Shared by every viewer for a while
 * (count-cache.ts): a few index-only reads a minute, however many members browse.
 */

export const BROWSE_FILTERS = ['location', 'religion', 'education', 'marital_status'] as const;
export type BrowseFilter = (typeof BROWSE_FILTERS)[number];

export const FILTER_COLUMNS: Record<BrowseFilter, PgColumn> = {
  location: profiles.currentCountry,
  religion: profiles.religionCommunity,
  education: profiles.educationalQualification,
  marital_status: profiles.maritalStatus,
};

export type ListedStatistics = {
  listed: number;
  /** Members per value of each filter (a value nobody holds is absent: 0). */
  byFilter: Record<BrowseFilter, ReadonlyMap<string, number>>;
  /** Members per year of birth; `undated` have none (and pass every age filter). */
  byBirthYear: ReadonlyMap<number, number>;
  undated: number;
  /** Members whose verification staff approved ("Verified only", issue 23). */
  verified: number;
};

/** Name keys are counted up to here: past it, a walk of the order is the cheaper plan anyway (browse-plan.ts). */
export const NAME_COUNT_CAP = 10_000;
/** Fewer keys than this are counted rather than estimated: a few thousand index entries at most. */
const EXACT_BELOW_KEYS = 20_000;
/** Distributions move slowly (a few members an hour in a value of thousands); names counts are per word typed. */
const STATISTICS_TTL_MS = 5 * 60_000;
const NAME_COUNT_TTL_MS = 60_000;

type Caches = {
  statistics: ReturnType<typeof createCountCache<ListedStatistics>>;
  spread: ReturnType<typeof createCountCache<KeySpread | null>>;
  names: ReturnType<typeof createCountCache<number>>;
};
const caches = new WeakMap<Db, Caches>();

function cachesOf(db: Db): Caches {
  let found = caches.get(db);
  if (!found) {
    found = {
      statistics: createCountCache<ListedStatistics>(STATISTICS_TTL_MS),
      spread: createCountCache<KeySpread | null>(STATISTICS_TTL_MS),
      names: createCountCache<number>(NAME_COUNT_TTL_MS),
    };
    caches.set(db, found);
  }
  return found;
}

const listedOf = (gender: Gender): SQL =>
  and(sql`${profiles.gender} = ${gender}`, isNamed(profiles.fullName))!;

/** Each read walks one (gender, column) index without touching the table. */
async function countsBy(db: Db, gender: Gender, column: PgColumn | SQL) {
  const rows = await db
    .select({ value: sql<string | number | null>`${column}`, n: count() })
    .from(profiles)
    .where(listedOf(gender))
    .groupBy(sql`1`);
  return rows.map(({ value, n }) => ({ value, n: Number(n) }));
}

async function readStatistics(db: Db, gender: Gender): Promise<ListedStatistics> {
  const [years, verified, ...filters] = await Promise.all([
    countsBy(db, gender, sql`extract(year from ${profiles.dateOfBirth})::int`),
    countsBy(db, gender, sql`${profiles.verifiedAt} is not null`),
    ...BROWSE_FILTERS.map((filter) => countsBy(db, gender, FILTER_COLUMNS[filter])),
  ]);
  const byBirthYear = new Map<number, number>();
  let undated = 0;
  for (const { value, n } of years) {
    if (value === null) undated += n;
    else byBirthYear.set(Number(value), n);
  }
  const byFilter = Object.fromEntries(
    BROWSE_FILTERS.map((filter, i) => [
      filter,
      new Map(filters[i]!.filter((row) => row.value !== null).map((row) => [String(row.value), row.n])),
    ]),
  ) as unknown as ListedStatistics['byFilter'];
  const listed = years.reduce((sum, { n }) => sum + n, 0);
  const verifiedCount = verified.find(({ value }) => String(value) === 'true')?.n ?? 0;
  return { listed, byFilter, byBirthYear, undated, verified: verifiedCount };
}

export function listedStatistics(db: Db, gender: Gender): Promise<ListedStatistics> {
  return cachesOf(db).statistics(gender, () => readStatistics(db, gender));
}

/** Keys of the gender in [from, to), counted in the lookup index alone, up to NAME_COUNT_CAP + 1. */
async function countKeys(db: Db, gender: Gender, { from, to }: { from: string; to: string }) {
  const found = db
    .select({ one: sql`1` })
    .from(profileNameKeys)
    .where(
      and(eq(profileNameKeys.gender, gender), gte(profileNameKeys.key, from), lt(profileNameKeys.key, to)),
    )
    .limit(NAME_COUNT_CAP + 1)
    .as('found');
  const [row] = await db.select({ n: count() }).from(found);
  return Number(row?.n ?? 0);
}

/** What PostgreSQL's own ANALYZE keeps of profile_name_keys.key (pg_stats): how the keys spread. */
export type KeySpread = { keys: number; common: [string, number][]; restShare: number; bounds: string[] };

async function readKeySpread(db: Db): Promise<KeySpread | null> {
  const [row] = rowsOf<{
    keys: number | string;
    nullShare: number;
    common: string[] | null;
    shares: number[] | null;
    bounds: string[] | null;
  }>(
    await db.execute(sql`
      select c.reltuples as keys, s.null_frac as "nullShare", s.most_common_vals::text::text[] as common,
        s.most_common_freqs as shares, s.histogram_bounds::text::text[] as bounds
      from pg_stats s join pg_class c on c.relname = s.tablename and c.relnamespace = s.schemaname::regnamespace
      where s.schemaname = current_schema() and s.tablename = 'profile_name_keys' and s.attname = 'key'`),
  );
  const keys = Number(row?.keys ?? 0);
  if (!row || keys < EXACT_BELOW_KEYS || !row.bounds) return null;
  const common = (row.common ?? []).map((value, i): [string, number] => [
    value,
    Number(row.shares?.[i] ?? 0),
  ]);
  const restShare = 1 - Number(row.nullShare) - common.reduce((sum, [, share]) => sum + share, 0);
  return { keys, common, restShare, bounds: row.bounds };
}

/**
 * Keys in [from, to) as the planner would estimate them: the common values inside it, and the share of
 * histogram buckets it spans (at least half of one). Comparing as JS strings is code point order but
 * for characters outside the Basic Multilingual Plane, which names hardly hold.
 */
export function estimateKeys(spread: KeySpread, { from, to }: { from: string; to: string }): number {
  const inside = (value: string) => value >= from && value < to;
  const common = spread.common.reduce((sum, [value, share]) => sum + (inside(value) ? share : 0), 0);
  const buckets = spread.bounds.length - 1;
  const overlaps = buckets > 0 && from <= spread.bounds[buckets]! && to > spread.bounds[0]!;
  const spanned = overlaps ? Math.max(spread.bounds.filter(inside).length, 0.5) / buckets : 0;
  return spread.keys * (common + spread.restShare * spanned);
}

/**
 * How many name keys of the gender a search term starts, about: from the keys' statistics (ANALYZE's
 * histogram of profile_name_keys.key, 500 buckets, read every five minutes), scaled to the gender's
 * share of the members. No statement per search. Until there are statistics, or while the keys are
 * few, they are counted (cheap then, and shared for a minute).
 */
export async function nameKeyCount(db: Db, gender: Gender, term: NameSearchTerm): Promise<number> {
  const caches = cachesOf(db);
  const spread = await caches.spread('keys', () => readKeySpread(db));
  if (spread) {
    const [mine, theirs] = await Promise.all([
      listedStatistics(db, gender),
      listedStatistics(db, gender === 'male' ? 'female' : 'male'),
    ]);
    const share = mine.listed / Math.max(mine.listed + theirs.listed, 1);
    return keyRangesOf(term).reduce((sum, range) => sum + estimateKeys(spread, range) * share, 0);
  }
  return caches.names(JSON.stringify([gender, term]), async () => {
    let keys = 0;
    for (const range of keyRangesOf(term)) keys += await countKeys(db, gender, range);
    return keys;
  });
}
