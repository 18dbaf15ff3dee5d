import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { MEDIA_FILE_TYPES } from '../../../../shared/cms/media-contract';
import type { TMediaFilters } from '../api/media-keys';

const TYPES: readonly string[] = ['all', ...MEDIA_FILE_TYPES];

export function mediaFiltersFromParams(params: URLSearchParams): TMediaFilters {
  const type = params.get('type') ?? 'all';
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    type: (TYPES.includes(type) ? type : 'all') as TMediaFilters['type'],
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function toParams({ search, type, page }: TMediaFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (type !== 'all') params.set('type', type);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The library's search, type and page live in the query string; a filter change goes back to page 1. */
export function useMediaFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => mediaFiltersFromParams(searchParams), [searchParams]);
  const update = useCallback(
    (patch: Partial<Omit<TMediaFilters, 'page'>>) =>
      setSearchParams((prev) => toParams({ ...mediaFiltersFromParams(prev), ...patch, page: 1 }), {
        replace: true,
        preventScrollReset: true,
      }),
    [setSearchParams],
  );
  const goToPage = useCallback(
    (page: number) => setSearchParams((prev) => toParams({ ...mediaFiltersFromParams(prev), page })),
    [setSearchParams],
  );
  const clearAll = useCallback(
    () => setSearchParams(new URLSearchParams(), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );
  return { filters, update, goToPage, clearAll };
}
