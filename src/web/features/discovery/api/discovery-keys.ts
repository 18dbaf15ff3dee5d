import { DISCOVERY_QUERY_KEY } from '../../../entities/member/member-query-keys';
import { browseApiQuery, type BrowseFilters } from '../browse/browse-filters';
import { matchFiltersToParams, type MatchFilters } from '../matches/match-filters';

// Every cache key of discovery, in one place.

/** Every browse page lives under this key (the favourite toggle patches and invalidates them all). */
export const BROWSE_QUERY_KEY = [...DISCOVERY_QUERY_KEY, 'browse'] as const;
/** One browse page: ['discovery', 'browse', the API's query string]. */
export const browseKey = (filters: BrowseFilters) => [...BROWSE_QUERY_KEY, browseApiQuery(filters)] as const;

/** The Featured row of /browse (GET /api/browse/featured). */
export const FEATURED_QUERY_KEY = [...DISCOVERY_QUERY_KEY, 'featured'] as const;

export const MATCHES_QUERY_KEY = [...DISCOVERY_QUERY_KEY, 'matches'] as const;
/** One filter set's matches: ['discovery', 'matches', the API's query string]. */
export const matchesKey = (filters: MatchFilters) =>
  [...MATCHES_QUERY_KEY, matchFiltersToParams(filters).toString()] as const;

/** The hearts in flight: the browse pages refetch once the last toggle of a burst has settled. */
export const SET_FAVORITE_MUTATION_KEY = [...DISCOVERY_QUERY_KEY, 'set-favorite'] as const;
