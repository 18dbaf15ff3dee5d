import { MATCH_AGE_FILTERS, MATCH_COMPATIBILITY } from '../../src/shared/discovery/discovery-contract.ts';
import { MAX_AGE } from '../../src/shared/profiles/profile-contract.ts';
import { fastRng } from './fast-rng.ts';

/**
 * The requests of the browse and matches mixes (issue 18): drawn the way members search, from the
 * members the bench generated, with a seed, so two runs send the same requests in the same order.
 */

/** What the sampler needs of one member (read from the database after seeding; `age` in whole years). */
export type MemberFacts = {
  fullName: string | null;
  country: string | null;
  religion: string | null;
  education: string | null;
  maritalStatus: string | null;
  age: number | null;
};

/** One request: its path, which parameters it has (`shape`, for grouping), which bench account sends it. */
export type MixRequest = { path: string; shape: string; account: number };

const BROWSE_FILTERS = ['location', 'religion', 'education', 'marital_status'] as const;
type BrowseFilter = (typeof BROWSE_FILTERS)[number];

/** The words of a name a member would start typing: letters only, at least two of them. */
export const nameWords = (name: string): string[] =>
  name.split(/[^\p{L}]+/u).filter((word) => word.length >= 2);

/** How many letters members type before the list answers (the web searches as they type). */
const FRAGMENT_LENGTHS = [
  [2, 25],
  [3, 30],
  [4, 25],
  [5, 20],
] as const;

/** Newest is the default order, so it is the most common; the others are chosen on purpose. */
const SORTS = [
  ['newest', 30],
  ['name', 20],
  ['age_asc', 20],
  ['age_desc', 15],
  ['oldest', 15],
] as const;

const PAGES = [
  [1, 80],
  [2, 13],
  [3, 7],
] as const;

const present = <T>(values: readonly (T | null)[]): T[] => values.filter((v): v is T => v !== null);

/** Values as members hold them, each as often as members do, and the distinct ones for rare draws. */
function pool(values: readonly (string | null)[]) {
  const all = present(values);
  return { all, distinct: [...new Set(all)].sort() };
}

export type Sampler = ReturnType<typeof createSampler>;

export function createSampler(members: readonly MemberFacts[], seed: number) {
  const rng = fastRng(seed);
  const names = present(members.map((m) => m.fullName)).map(nameWords);
  const given = names.map((words) => words[0]).filter((w): w is string => Boolean(w));
  const family = names.map((words) => words.at(-1)).filter((w): w is string => Boolean(w));
  const ages = present(members.map((m) => m.age));
  const pools: Record<BrowseFilter, ReturnType<typeof pool>> = {
    location: pool(members.map((m) => m.country)),
    religion: pool(members.map((m) => m.religion)),
    education: pool(members.map((m) => m.education)),
    marital_status: pool(members.map((m) => m.maritalStatus)),
  };
  if (given.length === 0 || ages.length === 0) throw new Error('the mix needs members with names and ages');

  /** A member's given or family name (as often as members bear it), its first 2-5 letters, often lower case. */
  const fragment = (): string => {
    const word = rng.pick(rng.chance(0.6) ? given : family);
    const length = Math.min(word.length, rng.weighted(FRAGMENT_LENGTHS));
    const typed = word.slice(0, length);
    return rng.chance(0.7) ? typed.toLowerCase() : typed;
  };

  /** Mostly as members are distributed; one draw in ten any value at all, so the rare ones come up. */
  const valueOf = (filter: BrowseFilter): string => {
    const { all, distinct } = pools[filter];
    return rng.chance(0.1) ? rng.pick(distinct) : rng.pick(all);
  };

  /** An age window around the ages members have (a member searches near the ages they see). */
  const ageWindow = () => {
    const min = Math.max(18, rng.pick(ages) - rng.int(0, 5));
    return { min, max: Math.min(MAX_AGE, min + rng.int(3, 15)) };
  };

  const browse = (): Omit<MixRequest, 'account'> => {
    const search = fragment();
    const sort = rng.weighted(SORTS);
    const { min, max } = ageWindow();
    const filters = rng.sample(BROWSE_FILTERS, rng.chance(0.6) ? 1 : 2).sort();
    const page = rng.weighted(PAGES);
    const params = new URLSearchParams({ search, sort, min_age: String(min), max_age: String(max) });
    for (const filter of filters) params.set(filter, valueOf(filter));
    if (page > 1) params.set('page', String(page));
    const shape = [
      `search:${search.length}`,
      `sort:${sort}`,
      filters.join('+'),
      ...(page > 1 ? ['page:2-3'] : []),
    ].join(' ');
    return { path: `/api/browse?${params}`, shape };
  };

  /** One filter set of /matches: none, or one or two of search, age band, country, compatibility. */
  const matchFilters = (): URLSearchParams => {
    const chosen = rng.sample(['search', 'age', 'location', 'compatibility'], rng.chance(0.7) ? 1 : 2);
    const params = new URLSearchParams();
    for (const name of [...chosen].sort()) {
      if (name === 'search') params.set('search', fragment());
      if (name === 'age') params.set('age', rng.pick(MATCH_AGE_FILTERS));
      if (name === 'location') params.set('location', valueOf('location'));
      if (name === 'compatibility') params.set('compatibility', rng.pick(MATCH_COMPATIBILITY));
    }
    return params;
  };

  return {
    /** `count` browse requests, sent by the accounts in turn. */
    browse: (count: number, accounts: number): MixRequest[] =>
      Array.from({ length: count }, (_, i) => ({ ...browse(), account: i % accounts })),
    /**
     * `count` matches requests. Each account keeps a few filter sets of its own and comes back to them
     * (half its visits with none), so on a server that keeps match lists most requests are warm, as a
     * member's are; on one that keeps none every request is a first visit.
     */
    matches: (count: number, accounts: number, setsPerAccount = 6): MixRequest[] => {
      const sets = Array.from({ length: accounts }, () => [
        new URLSearchParams(),
        ...Array.from({ length: setsPerAccount - 1 }, matchFilters),
      ]);
      return Array.from({ length: count }, (_, i) => {
        const account = i % accounts;
        const own = sets[account]!;
        const params = new URLSearchParams(rng.chance(0.5) ? own[0] : rng.pick(own.slice(1)));
        const page = rng.weighted(PAGES);
        if (page > 1) params.set('page', String(page));
        const search = params.get('search');
        const shape =
          [
            ...[...params.keys()].filter((k) => k !== 'page' && k !== 'search'),
            ...(search ? [`search:${search.length}`] : []),
            ...(page > 1 ? ['page:2-3'] : []),
          ].join(' ') || 'no filters';
        const query = params.toString();
        return { path: query ? `/api/matches?${query}` : '/api/matches', shape, account };
      });
    },
  };
}
