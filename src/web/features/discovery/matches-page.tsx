import { useCallback, useEffect } from 'react';
import { ADVANCED_MATCH_FILTERS } from '../../../shared/discovery/discovery-contract';
import { useMatches, useRefreshMatches } from './api/get-matches';
import { activeMatchFilters } from './matches/match-filters';
import { MatchFiltersCard } from './matches/match-filters-card';
import { MatchesHeader } from './matches/matches-header';
import { MatchesResults } from './matches/matches-results';
import { MatchesSummary } from './matches/matches-summary';
import { useMatchFilters } from './matches/use-match-filters';
import { useAdvancedGate } from './use-advanced-gate';
import { PageContainer } from '../../components/ui/page-container';
import { UpgradePrompt } from '../../entities/membership/upgrade-prompt';

/**
 * /matches (spec "Smart Matches"): the top 50 scored on the server, best first, filtered by the URL,
 * 20 at a time ('Show more').
 */
export function MatchesPage() {
  const { filters: urlFilters, update, clearAll } = useMatchFilters();
  const dropAdvanced = useCallback(() => update({ location: '', compatibility: '' }), [update]);
  const gate = useAdvancedGate({ filters: urlFilters, keys: ADVANCED_MATCH_FILTERS, drop: dropAdvanced });
  // Everything below shows and asks for these: never a locked filter.
  const filters = gate.effective;
  const query = useMatches(filters, gate.ready);
  const refresh = useRefreshMatches(filters);
  const { error } = query;
  const { onListError } = gate;
  useEffect(() => {
    if (error) onListError(error);
  }, [error, onListError]);
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
          <MatchFiltersCard filters={filters} onChange={update} onClearAll={clearAll} locked={gate.locked} />
        </>
      )}
      {gate.refusal ? <UpgradePrompt error={gate.refusal} /> : null}
      <MatchesResults query={query} filtered={activeMatchFilters(filters).length > 0} onClearAll={clearAll} />
    </PageContainer>
  );
}
