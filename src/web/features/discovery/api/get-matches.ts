import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MatchesResponse } from '../discovery-types';
import { matchFiltersToParams, type MatchFilters } from '../matches/match-filters';

export const MATCHES_QUERY_KEY = ['discovery', 'matches'] as const;

/** GET /api/matches: the top 50 scored on the server, best first, with the filters applied there. */
export function getMatches(filters: MatchFilters): Promise<MatchesResponse> {
  const query = matchFiltersToParams(filters).toString();
  return api.get<MatchesResponse>(query ? `/api/matches?${query}` : '/api/matches');
}

export function matchesQueryOptions(filters: MatchFilters) {
  return queryOptions({
    queryKey: [...MATCHES_QUERY_KEY, matchFiltersToParams(filters).toString()] as const,
    queryFn: () => getMatches(filters),
    placeholderData: keepPreviousData,
  });
}

export function useMatches(filters: MatchFilters) {
  return useQuery(matchesQueryOptions(filters));
}
