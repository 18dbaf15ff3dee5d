import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usersFiltersFromParams, usersFiltersToParams, type UsersFilters } from './users-filters';

/**
 * The /admin/users filters, read from and written to the query string (a filtered list can be shared
 * and survives a reload). A filter or sort change goes back to page 1 and replaces the history entry;
 * moving between pages adds one, so Back returns to the previous page.
 */
export function useUsersFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => usersFiltersFromParams(searchParams), [searchParams]);

  const update = useCallback(
    (patch: Partial<Omit<UsersFilters, 'page'>>) => {
      setSearchParams(
        (prev) => usersFiltersToParams({ ...usersFiltersFromParams(prev), ...patch, page: 1 }),
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const goToPage = useCallback(
    (page: number) => {
      setSearchParams((prev) => usersFiltersToParams({ ...usersFiltersFromParams(prev), page }));
    },
    [setSearchParams],
  );

  const clearAll = useCallback(() => {
    // The sort is not a filter: clearing keeps the order the admin chose.
    setSearchParams(
      (prev) => {
        const { sort } = usersFiltersFromParams(prev);
        return usersFiltersToParams({ ...usersFiltersFromParams(new URLSearchParams()), sort });
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setSearchParams]);

  return { filters, update, goToPage, clearAll };
}
