import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TMatches } from '../../../../shared/discovery/discovery-contract';
import { api } from '../../../lib/api-client';
import { matchFiltersToParams, type MatchFilters } from '../matches/match-filters';
import { matchesKey } from './discovery-keys';

/**
 * GET /api/matches: the top 50 scored on the server, best first, with the filters applied there. The
 * server reuses my list for a while (MATCH_LIST_TTL_SECONDS); refresh asks it to work the list out again.
 */
export function getMatches(filters: MatchFilters, options: { refresh?: boolean } = {}): Promise<TMatches> {
  const params = matchFiltersToParams(filters);
  if (options.refresh) params.set('refresh', 'true');
  const query = params.toString();
  return api.get<TMatches>(query ? `/api/matches?${query}` : '/api/matches');
}

export function matchesQueryOptions(filters: MatchFilters) {
  return queryOptions({
    queryKey: matchesKey(filters),
    queryFn: () => getMatches(filters),
    placeholderData: keepPreviousData,
  });
}

export function useMatches(filters: MatchFilters) {
  return useQuery(matchesQueryOptions(filters));
}

/** The Refresh button: a newly worked-out list replaces the one shown. */
export function useRefreshMatches(filters: MatchFilters) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('discovery');
  return useMutation({
    mutationFn: () => getMatches(filters, { refresh: true }),
    onSuccess: (answer) => queryClient.setQueryData(matchesKey(filters), answer),
    onError: () => void toast.error(t('matches.refreshFailed')),
  });
}
