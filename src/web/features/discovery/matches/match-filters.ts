import {
  MATCH_AGE_FILTERS,
  MATCH_CARD_REASONS,
  MATCH_COMPATIBILITY,
  MATCH_COMPATIBILITY_BOUNDS,
  type TMatchCompatibility,
} from '../../../../shared/discovery/discovery-contract';
import { countryNames } from '../../../../shared/options/countries';
import { searchFrom } from '../search-text';

/** Spec §9: the age filter options of /matches. */
export const MATCH_AGE_RANGES = MATCH_AGE_FILTERS;
/** Score bands of spec §9 (80+, 60+, 40+, below 40), as the API names them. */
export const COMPATIBILITY_BANDS = MATCH_COMPATIBILITY;

export type MatchFilters = {
  search: string;
  /** One of MATCH_AGE_RANGES, or '' for all ages. */
  age: string;
  /** A country name, or '' for all locations. */
  location: string;
  /** One of COMPATIBILITY_BANDS, or '' for all. */
  compatibility: string;
  /** 'true': "Verified Only" (issue 23); '' for everyone. */
  verified: string;
};

export type MatchFilterKey = keyof MatchFilters;
export const MATCH_FILTER_KEYS: readonly MatchFilterKey[] = [
  'search',
  'age',
  'location',
  'compatibility',
  'verified',
];

/** Spec: each filter defaults to all. */
export const DEFAULT_MATCH_FILTERS: MatchFilters = {
  search: '',
  age: '',
  location: '',
  compatibility: '',
  verified: '',
};

const oneOf = (raw: string | null, allowed: readonly string[]) => (raw && allowed.includes(raw) ? raw : '');

/** URL -> filters (the parameter names are the API's); unknown values mean "all". */
export function matchFiltersFromParams(params: URLSearchParams): MatchFilters {
  return {
    search: searchFrom(params.get('search')),
    age: oneOf(params.get('age'), MATCH_AGE_RANGES),
    location: oneOf(params.get('location'), countryNames()),
    compatibility: oneOf(params.get('compatibility'), COMPATIBILITY_BANDS),
    verified: params.get('verified') === 'true' ? 'true' : '',
  };
}

/** Filters -> URL and API query: only the filters that are set. */
export function matchFiltersToParams(filters: MatchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of MATCH_FILTER_KEYS) if (filters[key] !== '') params.set(key, filters[key]);
  return params;
}

/** The filters that are set, in display order: one removable chip each. */
export function activeMatchFilters(filters: MatchFilters): { key: MatchFilterKey; value: string }[] {
  return MATCH_FILTER_KEYS.filter((key) => filters[key] !== '').map((key) => ({ key, value: filters[key] }));
}

/** The band a score falls in (spec §9 labels: 80+, 60+, 40+, below 40), the same bounds the filter uses. */
export function bandOf(score: number): TMatchCompatibility {
  return COMPATIBILITY_BANDS.find((band) => score >= MATCH_COMPATIBILITY_BOUNDS[band].min) ?? 'basic';
}

/** Spec §9: a card shows at most 3 reasons, then '+N more'. */
export const SHOWN_REASONS = MATCH_CARD_REASONS;

export function splitReasons(reasons: readonly string[]): { shown: string[]; more: number } {
  return { shown: reasons.slice(0, SHOWN_REASONS), more: Math.max(0, reasons.length - SHOWN_REASONS) };
}
