import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { matchFiltersFromParams, matchFiltersToParams, type MatchFilters } from './match-filters';

/** The /matches filters in the query string; changes replace the history entry. */
export function useMatchFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => matchFiltersFromParams(searchParams), [searchParams]);

  const update = useCallback(
    (patch: Partial<MatchFilters>) => {
      setSearchParams((prev) => matchFiltersToParams({ ...matchFiltersFromParams(prev), ...patch }), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );

  const clearAll = useCallback(
    () => setSearchParams(new URLSearchParams(), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );

  return { filters, update, clearAll };
}
