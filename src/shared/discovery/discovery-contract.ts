import { z } from 'zod';
import { withoutNul } from '../text-rules.ts';
import { isKnownCountry } from '../options/countries.ts';
import {
  COMMUNITIES,
  EDUCATION_LEVELS,
  MARITAL_STATUSES,
  type Gender,
  type MaritalStatus,
} from '../options/profile-options.ts';
import { MAX_AGE, MIN_AGE } from '../profiles/profile-contract.ts';
import type { TMatchResult } from '../rules/match-score.ts';

/**
 * The discovery area's contract (spec §2, §5, §9): the query strings of browse, matches and favourites,
 * which the web sends and the server validates with the same schemas, their limits, and what the
 * three lists answer.
 */

export const SEARCH_MAX_LENGTH = 100;
export const BROWSE_PAGE_SIZE = 20;
export const BROWSE_PAGE_MAX = 10_000;
/**
 * Browse counts up to here and then says "1,000+ profiles": counting every match of a broad search costs
 * a read of every member, and nobody pages past 50 pages to check (issue 18).
 */
export const BROWSE_TOTAL_CAP = 1000;
/** Spec §5/§9: the browse age filter defaults to 18-50 and falls back to it when a bound is not a number. */
export const BROWSE_DEFAULT_MIN_AGE = 18;
export const BROWSE_DEFAULT_MAX_AGE = 50;
export const BROWSE_SORTS = ['newest', 'oldest', 'name', 'age_asc', 'age_desc'] as const;
export type TBrowseSort = (typeof BROWSE_SORTS)[number];

/** Spec §9: only the best 50 matches are kept; a card shows 3 reasons and '+N more'. */
export const MATCHES_LIMIT = 50;
/** Ours: /matches answers the best 50 in pages of 20 ("Show more"), so a phone never renders 50 cards at once. */
export const MATCHES_PAGE_SIZE = 20;
export const MATCHES_PAGE_MAX = Math.ceil(MATCHES_LIMIT / MATCHES_PAGE_SIZE);
export const MATCH_CARD_REASONS = 3;
/** The card shows two lines of the self description; the server sends at most this many characters. */
export const MATCH_DESCRIPTION_MAX = 300;
export const MATCH_AGE_FILTERS = ['18-25', '26-30', '31-35', '36-40', '40+'] as const;
export type TMatchAgeFilter = (typeof MATCH_AGE_FILTERS)[number];
/** '40+' reads as 40 and older; the bands are filters to choose from, not a partition. */
export const MATCH_AGE_BOUNDS: Readonly<Record<TMatchAgeFilter, { min: number; max: number }>> = {
  '18-25': { min: 18, max: 25 },
  '26-30': { min: 26, max: 30 },
  '31-35': { min: 31, max: 35 },
  '36-40': { min: 36, max: 40 },
  '40+': { min: 40, max: MAX_AGE },
};
/** The label bands of spec §9 (80+ Excellent, 60+ Good, 40+ Moderate, below 40 Basic; only scores above 0). */
export const MATCH_COMPATIBILITY = ['excellent', 'good', 'moderate', 'basic'] as const;
export type TMatchCompatibility = (typeof MATCH_COMPATIBILITY)[number];
export const MATCH_COMPATIBILITY_BOUNDS: Readonly<Record<TMatchCompatibility, { min: number; max: number }>> =
  {
    excellent: { min: 80, max: 100 },
    good: { min: 60, max: 79 },
    moderate: { min: 40, max: 59 },
    basic: { min: 1, max: 39 },
  };

/** The server's texts; the web's own are in its discovery catalog. */
export const DISCOVERY_TEXTS = {
  ageOrder: 'The minimum age must not be above the maximum age',
  /** Ours: past 30 fresh match lists a minute (the server's COMPUTE_RATE_RULE). */
  tooManySearches: 'Too many match searches at once. Please wait a minute and try again.',
} as const;

/** A cleared input sends an empty value: that means "no filter", like leaving it out. */
const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const ZSearch = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .max(SEARCH_MAX_LENGTH, `Search at most ${SEARCH_MAX_LENGTH} characters`)
    .refine(withoutNul, 'The search contains a character that is not allowed')
    .transform((value) => value.trim())
    .optional(),
);

const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(emptyToUndefined, z.enum(values, { error: `Choose a ${label} from the list` }).optional());

const ZCountry = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .max(80, 'Choose a country from the list')
    .refine(isKnownCountry, 'Choose a country from the list')
    .optional(),
);

/** 'true' or 'false' in a query string; absent or empty is false. */
const ZFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false'], { error: 'Use true or false' })
    .default('false')
    .transform((value) => value === 'true'),
);

/** 'true' or 'false' for a filter that is on (true) or absent (undefined: the same filter set as without it). */
const ZOnlyWhenTrue = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false'], { error: 'Use true or false' })
    .transform((value) => (value === 'true' ? true : undefined))
    .optional(),
);

/** Spec §5: a bound that is not a number falls back to the default; a number is cut to whole years in range. */
const ageBound = (fallback: number) =>
  z.preprocess((value) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    if (!Number.isFinite(number)) return fallback;
    return Math.min(Math.max(Math.trunc(number), MIN_AGE), MAX_AGE);
  }, z.number().int());

/** A 1-based page number; absent or empty is page 1. */
const pageNumber = (max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'The page must be a whole number' })
      .int('The page must be a whole number')
      .min(1, 'Pages start at 1')
      .max(max, `The page must be at most ${max}`)
      .default(1),
  );

export const ZBrowseQuery = z
  .object({
    search: ZSearch,
    sort: z.preprocess(
      emptyToUndefined,
      z.enum(BROWSE_SORTS, { error: `Sort by one of: ${BROWSE_SORTS.join(', ')}` }).default('newest'),
    ),
    min_age: ageBound(BROWSE_DEFAULT_MIN_AGE),
    max_age: ageBound(BROWSE_DEFAULT_MAX_AGE),
    favorites_only: ZFlag,
    /** "Verified only" (issue 23): members whose selfie staff approved. */
    verified: ZFlag,
    location: ZCountry,
    religion: choice(COMMUNITIES, 'community'),
    education: choice(EDUCATION_LEVELS, 'qualification'),
    marital_status: choice(MARITAL_STATUSES, 'marital status'),
    page: pageNumber(BROWSE_PAGE_MAX),
  })
  .superRefine((query, ctx) => {
    if (query.min_age > query.max_age)
      ctx.addIssue({ code: 'custom', path: ['min_age'], message: DISCOVERY_TEXTS.ageOrder });
  });
export type TBrowseQueryInput = z.input<typeof ZBrowseQuery>;
export type TBrowseQuery = z.output<typeof ZBrowseQuery>;

/** The filters of /matches. */
export const ZMatchFilters = z.object({
  search: ZSearch,
  age: choice(MATCH_AGE_FILTERS, 'age range'),
  location: ZCountry,
  compatibility: choice(MATCH_COMPATIBILITY, 'compatibility'),
  /** "Verified only" (issue 23). */
  verified: ZOnlyWhenTrue,
});
export type TMatchesQuery = z.output<typeof ZMatchFilters>;

/**
 * The filters the advanced_filters entitlement unlocks (issue 19): the Advanced Filters panel of /browse
 * (spec: location, religion, education, marital status) and the extra filters of /matches. Name search,
 * sort, ages, favourites only and the match age band stay free. Without the entitlement the server
 * answers 403 FEATURE_NOT_AVAILABLE when one is given; the web locks them with an upgrade prompt.
 */
export const ADVANCED_BROWSE_FILTERS = [
  'location',
  'religion',
  'education',
  'marital_status',
] as const satisfies readonly (keyof TBrowseQuery)[];
export const ADVANCED_MATCH_FILTERS = [
  'location',
  'compatibility',
] as const satisfies readonly (keyof TMatchesQuery)[];
/**
 * refresh=true is the Refresh button: work the list out again rather than reuse the stored one. `page`
 * (1-based) picks 20 of the best 50; a page past the matches found is an empty list, one past the 50 a 400.
 */
export const ZMatchesQuery = ZMatchFilters.extend({
  refresh: ZFlag,
  page: pageNumber(MATCHES_PAGE_MAX),
});
export type TMatchesQueryInput = z.input<typeof ZMatchesQuery>;

export const ZFavoritesQuery = z.object({
  page: ZBrowseQuery.shape.page,
});
export type TFavoritesQuery = z.output<typeof ZFavoritesQuery>;

// ---- Answers (plain types: the web imports them with `import type`, which pulls no zod).

type Text = string | null;

/**
 * One card of /api/browse and /api/favorites: the spec's first naming set plus `location`
 * ("current_state, current_country"); never e-mail, phone or date of birth (`age` instead).
 */
export type TProfileCard = {
  user_id: string;
  full_name: string;
  age: number | null;
  current_country: Text;
  current_state: Text;
  location: Text;
  occupation: Text;
  educational_qualification: Text;
  religion_community: Text;
  marital_status: MaritalStatus;
  profile_photo_thumb_url: Text;
  profile_photo_url: Text;
  /** The photo URLs are a blurred placeholder: the owner keeps photos private from me (issue 23). */
  photo_hidden: boolean;
  is_favorite: boolean;
  /** Their plan includes featured_profile now: the Featured badge (issue 19). */
  is_featured: boolean;
  /** Staff approved their verification selfie: the Verified badge (issue 23). */
  verified: boolean;
};

/**
 * A page of /api/browse or /api/favorites. `total` counts every profile the filters select, except that
 * browse stops at BROWSE_TOTAL_CAP: then `total_capped` is true and there are more than `total`.
 * `has_more`: a next page has profiles.
 */
export type TProfilePage = {
  profiles: TProfileCard[];
  page: number;
  page_size: number;
  total: number;
  total_capped: boolean;
  has_more: boolean;
};

/**
 * Whether the signed-in member lacks the basics (src/shared/rules/profile-basics.ts): then an empty
 * list means "complete your profile", not "nobody is here". Without a gender the lists are always empty.
 */
type NeedsBasics = { needs_basics: boolean };

/** GET /api/browse. */
export type TBrowsePage = TProfilePage & NeedsBasics;

/** One card of /api/matches: the real score, computed on the server, with every reason best first. */
export type TMatchCard = {
  user_id: string;
  full_name: string;
  age: number | null;
  gender: Gender | null;
  current_country: Text;
  current_state: Text;
  location: Text;
  occupation: Text;
  educational_qualification: Text;
  /** At most MATCH_DESCRIPTION_MAX characters, cut with an ellipsis. */
  self_description: Text;
  profile_photo_url: Text;
  profile_photo_thumb_url: Text;
  /** The photo URLs are a blurred placeholder: the owner keeps photos private from me (issue 23). */
  photo_hidden: boolean;
  /** Their plan includes featured_profile now: the Featured badge (issue 19). */
  is_featured: boolean;
  /** Staff approved their verification selfie: the Verified badge (issue 23). */
  verified: boolean;
} & TMatchResult;

/**
 * GET /api/matches: one page (MATCHES_PAGE_SIZE) of the best 50 at most, best first. `total` counts the
 * matches kept (all pages, at most 50); `best` is the top score of all of them, null without matches.
 */
export type TMatches = {
  matches: TMatchCard[];
  total: number;
  best: number | null;
  page: number;
  page_size: number;
  has_more: boolean;
} & NeedsBasics;

/**
 * GET /api/browse/featured: the Featured row of /browse (issue 19), at most FEATURED_ROW_SIZE browse
 * cards: members boosted now first (the latest boost end first), then featured members in an order that
 * changes every UTC day.
 */
export const FEATURED_ROW_SIZE = 8;
export type TFeaturedRow = { profiles: TProfileCard[] };

/** PUT/DELETE /api/favorites/:userId. */
export type TFavorited = { favorited: boolean };
