import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { browseFiltersFromParams, browseFiltersToParams, type BrowseFilters } from './browse-filters';

/**
 * The /browse filters, read from and written to the query string (so a search can be shared and
 * survives a reload). Any filter change goes back to page 1 and replaces the history entry; moving
 * between pages adds one, so Back returns to the previous page.
 */
export function useBrowseFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => browseFiltersFromParams(searchParams), [searchParams]);

  const update = useCallback(
    (patch: Partial<Omit<BrowseFilters, 'page'>>) => {
      setSearchParams(
        (prev) => browseFiltersToParams({ ...browseFiltersFromParams(prev), ...patch, page: 1 }),
        {
          replace: true,
          preventScrollReset: true,
        },
      );
    },
    [setSearchParams],
  );

  const goToPage = useCallback(
    (page: number) => {
      setSearchParams((prev) => browseFiltersToParams({ ...browseFiltersFromParams(prev), page }));
    },
    [setSearchParams],
  );

  const clearAll = useCallback(
    () => setSearchParams(new URLSearchParams(), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );

  return { filters, update, goToPage, clearAll };
}
