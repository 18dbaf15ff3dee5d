import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { auditFiltersFromParams, auditFiltersToParams, type AuditFilters } from './audit-filters';

/** The /admin/audit filters in the query string; a filter change goes back to the newest page. */
export function useAuditFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => auditFiltersFromParams(searchParams), [searchParams]);

  const update = useCallback(
    (patch: Partial<Omit<AuditFilters, 'page'>>) => {
      setSearchParams(
        (prev) => auditFiltersToParams({ ...auditFiltersFromParams(prev), ...patch, page: 1 }),
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const goToPage = useCallback(
    (page: number) => {
      setSearchParams((prev) => auditFiltersToParams({ ...auditFiltersFromParams(prev), page }));
    },
    [setSearchParams],
  );

  const clearAll = useCallback(
    () => setSearchParams(new URLSearchParams(), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );

  return { filters, update, goToPage, clearAll };
}
