import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TMatchCard, TMatches } from '../../../../shared/discovery/discovery-contract';
import { api } from '../../../lib/api-client';
import { matchFiltersToParams, type MatchFilters } from '../matches/match-filters';
import { matchesKey } from './discovery-keys';

/**
 * GET /api/matches: the top 50 scored on the server, best first, with the filters applied there, 20 a
 * page ("Show more" asks for the next). The server reuses my list for a while (MATCH_LIST_TTL_SECONDS);
 * refresh asks it to work the list out again.
 */
export function getMatches(
  filters: MatchFilters,
  options: { refresh?: boolean; page?: number } = {},
): Promise<TMatches> {
  const params = matchFiltersToParams(filters);
  if (options.refresh) params.set('refresh', 'true');
  if (options.page && options.page > 1) params.set('page', String(options.page));
  const query = params.toString();
  return api.get<TMatches>(query ? `/api/matches?${query}` : '/api/matches');
}

export type MatchPages = InfiniteData<TMatches, number>;

export function matchesQueryOptions(filters: MatchFilters) {
  return infiniteQueryOptions({
    queryKey: matchesKey(filters),
    queryFn: ({ pageParam }) => getMatches(filters, { page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last: TMatches) => (last.has_more ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

/** `enabled` false holds the request (the list shows its loading state) until the filters are settled. */
export function useMatches(filters: MatchFilters, enabled = true) {
  return useInfiniteQuery({ ...matchesQueryOptions(filters), enabled });
}

/**
 * The cards of every page loaded, each member once: the server re-scores the kept list live, so between
 * two pages a member can move across the page boundary and come back a second time.
 */
export function cardsOf(data: { pages: readonly TMatches[] } | undefined): TMatchCard[] {
  const seen = new Set<string>();
  const cards: TMatchCard[] = [];
  for (const page of data?.pages ?? [])
    for (const card of page.matches) {
      if (seen.has(card.user_id)) continue;
      seen.add(card.user_id);
      cards.push(card);
    }
  return cards;
}

/** The Refresh button: a newly worked-out first page replaces every page shown. */
export function useRefreshMatches(filters: MatchFilters) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('discovery');
  return useMutation({
    mutationFn: () => getMatches(filters, { refresh: true }),
    onSuccess: (answer) =>
      queryClient.setQueryData<MatchPages>(matchesKey(filters), { pages: [answer], pageParams: [1] }),
    onError: () => void toast.error(t('matches.refreshFailed')),
  });
}
