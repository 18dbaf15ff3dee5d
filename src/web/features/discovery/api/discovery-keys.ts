import { browseApiQuery, type BrowseFilters } from '../browse/browse-filters';
import { matchFiltersToParams, type MatchFilters } from '../matches/match-filters';

// Every cache key of discovery, in one place.

/** Every browse page lives under this key (the favourite toggle patches and invalidates them all). */
export const BROWSE_QUERY_KEY = ['discovery', 'browse'] as const;
/** One browse page: ['discovery', 'browse', the API's query string]. */
export const browseKey = (filters: BrowseFilters) => [...BROWSE_QUERY_KEY, browseApiQuery(filters)] as const;

/** The Featured row of /browse (GET /api/browse/featured). */
export const FEATURED_QUERY_KEY = ['discovery', 'featured'] as const;

export const MATCHES_QUERY_KEY = ['discovery', 'matches'] as const;
/** One filter set's matches: ['discovery', 'matches', the API's query string]. */
export const matchesKey = (filters: MatchFilters) =>
  [...MATCHES_QUERY_KEY, matchFiltersToParams(filters).toString()] as const;

/** The hearts in flight: the browse pages refetch once the last toggle of a burst has settled. */
export const SET_FAVORITE_MUTATION_KEY = ['discovery', 'set-favorite'] as const;
