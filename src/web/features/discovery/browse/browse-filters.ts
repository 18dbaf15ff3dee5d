import {
  BROWSE_DEFAULT_MAX_AGE,
  BROWSE_DEFAULT_MIN_AGE,
  BROWSE_PAGE_MAX,
  BROWSE_SORTS,
  type TBrowseSort,
} from '../../../../shared/discovery/discovery-contract';
import { countryNames } from '../../../../shared/options/countries';
import { COMMUNITIES, EDUCATION_LEVELS, MARITAL_STATUSES } from '../../../../shared/options/profile-options';
import { MAX_AGE, MIN_AGE } from '../../../../shared/profiles/profile-contract';
import { searchFrom } from '../search-text';

/** Spec §5/§9: default age 18-50; a value that is not a number falls back to these. */
export const DEFAULT_MIN_AGE = BROWSE_DEFAULT_MIN_AGE;
export const DEFAULT_MAX_AGE = BROWSE_DEFAULT_MAX_AGE;
/** What the inputs accept: members are 18 to 100 (the profile schema's limits). */
export const AGE_LIMIT_MIN = MIN_AGE;
export const AGE_LIMIT_MAX = MAX_AGE;

export type BrowseFilters = {
  search: string;
  sort: TBrowseSort;
  minAge: number;
  maxAge: number;
  favoritesOnly: boolean;
  /** "Verified Only" (issue 23): members whose selfie our team approved. */
  verifiedOnly: boolean;
  /** A country name (COUNTRIES), or '' for all. */
  location: string;
  religion: string;
  education: string;
  maritalStatus: string;
  page: number;
};

export const DEFAULT_BROWSE_FILTERS: BrowseFilters = {
  search: '',
  sort: 'newest',
  minAge: DEFAULT_MIN_AGE,
  maxAge: DEFAULT_MAX_AGE,
  favoritesOnly: false,
  verifiedOnly: false,
  location: '',
  religion: '',
  education: '',
  maritalStatus: '',
  page: 1,
};

/** The URL uses the API's own parameter names, so a shared link reads like the request it makes. */
const PARAM = {
  search: 'search',
  sort: 'sort',
  minAge: 'min_age',
  maxAge: 'max_age',
  favoritesOnly: 'favorites_only',
  verifiedOnly: 'verified',
  location: 'location',
  religion: 'religion',
  education: 'education',
  maritalStatus: 'marital_status',
  page: 'page',
} as const satisfies Record<keyof BrowseFilters, string>;

/** Whole number within the member age limits; anything else (text, empty, out of range) -> `fallback`. */
export function parseAge(raw: string | null | undefined, fallback: number): number {
  if (raw === null || raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) return fallback;
  return Math.min(AGE_LIMIT_MAX, Math.max(AGE_LIMIT_MIN, value));
}

const oneOf = (raw: string | null, allowed: readonly string[]) => (raw && allowed.includes(raw) ? raw : '');

/** URL -> filters. Unknown or malformed values quietly become the defaults, never an error. */
export function browseFiltersFromParams(params: URLSearchParams): BrowseFilters {
  const sort = params.get(PARAM.sort);
  const page = Number(params.get(PARAM.page));
  return {
    search: searchFrom(params.get(PARAM.search)),
    sort: BROWSE_SORTS.find((s) => s === sort) ?? DEFAULT_BROWSE_FILTERS.sort,
    minAge: parseAge(params.get(PARAM.minAge), DEFAULT_MIN_AGE),
    maxAge: parseAge(params.get(PARAM.maxAge), DEFAULT_MAX_AGE),
    favoritesOnly: params.get(PARAM.favoritesOnly) === 'true',
    verifiedOnly: params.get(PARAM.verifiedOnly) === 'true',
    location: oneOf(params.get(PARAM.location), countryNames()),
    religion: oneOf(params.get(PARAM.religion), COMMUNITIES),
    education: oneOf(params.get(PARAM.education), EDUCATION_LEVELS),
    maritalStatus: oneOf(params.get(PARAM.maritalStatus), MARITAL_STATUSES),
    page: Number.isInteger(page) && page > 1 ? Math.min(page, BROWSE_PAGE_MAX) : 1,
  };
}

function entriesOf(filters: BrowseFilters, keepDefaults: boolean): [string, string][] {
  const entries: [string, string][] = [];
  for (const key of Object.keys(PARAM) as (keyof BrowseFilters)[]) {
    const value = filters[key];
    if (!keepDefaults && value === DEFAULT_BROWSE_FILTERS[key]) continue;
    if (value === '' || value === false) continue;
    entries.push([PARAM[key], String(value)]);
  }
  return entries;
}

/** Filters -> URL: only what differs from the defaults, so a plain /browse stays plain. */
export function browseFiltersToParams(filters: BrowseFilters): URLSearchParams {
  return new URLSearchParams(entriesOf(filters, false));
}

/**
 * Filters -> the API's query string: sort, ages and page always explicit, empty filters left out. Ages
 * typed the wrong way round (50 to 30) ask for 30-50 rather than for nothing.
 */
export function browseApiQuery(filters: BrowseFilters): string {
  const minAge = Math.min(filters.minAge, filters.maxAge);
  const maxAge = Math.max(filters.minAge, filters.maxAge);
  return new URLSearchParams(entriesOf({ ...filters, minAge, maxAge }, true)).toString();
}

/**
 * The Advanced Filters panel, in the web's names: the API's ADVANCED_BROWSE_FILTERS, which the
 * advanced_filters entitlement unlocks (a test checks the two name the same parameters).
 */
export const ADVANCED_FILTER_KEYS = ['location', 'religion', 'education', 'maritalStatus'] as const;

/** How many of the Advanced Filters panel's selects are set (shown on its button). */
export function activeAdvancedCount(filters: BrowseFilters): number {
  return ADVANCED_FILTER_KEYS.filter((key) => filters[key] !== '').length;
}

/** True when anything but the page differs from the defaults (Clear All has work to do). */
export function hasActiveBrowseFilters(filters: BrowseFilters): boolean {
  return browseFiltersToParams({ ...filters, page: 1 }).toString() !== '';
}
