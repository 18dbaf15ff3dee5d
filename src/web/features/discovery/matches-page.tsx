import { useMatches, useRefreshMatches } from './api/get-matches';
import { activeMatchFilters } from './matches/match-filters';
import { MatchFiltersCard } from './matches/match-filters-card';
import { MatchesHeader } from './matches/matches-header';
import { MatchesResults } from './matches/matches-results';
import { MatchesSummary } from './matches/matches-summary';
import { useMatchFilters } from './matches/use-match-filters';

/** /matches (spec "Smart Matches"): the top 50 scored on the server, best first, filtered by the URL. */
export function MatchesPage() {
  const { filters, update, clearAll } = useMatchFilters();
  const query = useMatches(filters);
  const refresh = useRefreshMatches(filters);
  return (
    <div className="mx-auto grid w-full max-w-7xl content-start gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <MatchesHeader />
      <MatchesSummary
        total={query.data?.total ?? null}
        best={query.data?.best ?? null}
        refreshing={refresh.isPending || (query.isFetching && !query.isPending)}
        onRefresh={() => refresh.mutate()}
      />
      <MatchFiltersCard filters={filters} onChange={update} onClearAll={clearAll} />
      <MatchesResults query={query} filtered={activeMatchFilters(filters).length > 0} onClearAll={clearAll} />
    </div>
  );
}
