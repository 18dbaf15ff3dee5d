import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_STATUSES, POST_STATUSES, type TPostStatus } from '../../../../shared/cms/cms-contract';
import type { TContentFilters, TContentKind } from '../api/admin-cms-keys';

/** The status filter's choices (spec §2): posts have 'scheduled', pages do not. */
export type TStatusChoice = 'all' | TPostStatus;
export const statusChoices = (kind: TContentKind): readonly TStatusChoice[] =>
  kind === 'posts' ? ['all', ...POST_STATUSES] : ['all', ...PAGE_STATUSES];

export function filtersFromParams(kind: TContentKind, params: URLSearchParams): TContentFilters {
  const status = params.get('status') ?? 'all';
  const page = Number(params.get('page') ?? '1');
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    status: (statusChoices(kind) as readonly string[]).includes(status) ? status : 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function filtersToParams({ search, status, page }: TContentFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (status !== 'all') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}

export const hasFilters = (filters: TContentFilters) => filters.search !== '' || filters.status !== 'all';

/**
 * The list's search, status and page, kept in the query string (a filtered list survives a reload and
 * can be shared). A filter change goes back to page 1 and replaces the history entry.
 */
export function useContentFilters(kind: TContentKind) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(kind, searchParams), [kind, searchParams]);

  const update = useCallback(
    (patch: Partial<Omit<TContentFilters, 'page'>>) =>
      setSearchParams((prev) => filtersToParams({ ...filtersFromParams(kind, prev), ...patch, page: 1 }), {
        replace: true,
        preventScrollReset: true,
      }),
    [kind, setSearchParams],
  );
  const goToPage = useCallback(
    (page: number) => setSearchParams((prev) => filtersToParams({ ...filtersFromParams(kind, prev), page })),
    [kind, setSearchParams],
  );
  const clear = useCallback(
    () => setSearchParams(new URLSearchParams(), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );
  return { filters, update, goToPage, clear };
}
