import { useMatches, useRefreshMatches } from './api/get-matches';
import { activeMatchFilters } from './matches/match-filters';
import { MatchFiltersCard } from './matches/match-filters-card';
import { MatchesHeader } from './matches/matches-header';
import { MatchesResults } from './matches/matches-results';
import { MatchesSummary } from './matches/matches-summary';
import { useMatchFilters } from './matches/use-match-filters';
import { PageContainer } from '../../components/ui/page-container';

/**
 * /matches (spec "Smart Matches"): the top 50 scored on the server, best first, filtered by the URL,
 * 20 at a time ('Show more').
 */
export function MatchesPage() {
  const { filters, update, clearAll } = useMatchFilters();
  const query = useMatches(filters);
  const refresh = useRefreshMatches(filters);
  const last = query.data?.pages.at(-1);
  // Without the basics there is nothing to count or filter yet: the notice says why, alone.
  const waitingForBasics = last?.needs_basics === true && last.total === 0;
  return (
    <PageContainer>
      <MatchesHeader />
      {waitingForBasics ? null : (
        <>
          <MatchesSummary
            total={last?.total ?? null}
            best={query.data?.pages[0]?.best ?? null}
            refreshing={
              refresh.isPending || (query.isFetching && !query.isPending && !query.isFetchingNextPage)
            }
            onRefresh={() => refresh.mutate()}
          />
          <MatchFiltersCard filters={filters} onChange={update} onClearAll={clearAll} />
        </>
      )}
      <MatchesResults query={query} filtered={activeMatchFilters(filters).length > 0} onClearAll={clearAll} />
    </PageContainer>
  );
}
