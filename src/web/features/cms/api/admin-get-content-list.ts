import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TListPage, TPageSummary, TPostSummary } from '../../../../shared/cms/cms-contract';
import { api } from '../../../lib/api-client';
import {
  allPagesKey,
  contentListKey,
  contentPath,
  type TContentFilters,
  type TContentKind,
} from './admin-cms-keys';

export type TSummaryOf<K extends TContentKind> = K extends 'posts' ? TPostSummary : TPageSummary;

export function contentListParams({ search, status, page }: TContentFilters, pageSize?: number): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (status !== 'all') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  if (pageSize !== undefined) params.set('page_size', String(pageSize));
  return params.toString();
}

/** GET /api/cms/posts|pages?search=&status=&page=: one page, searched and filtered by the server. */
export function getContentList<K extends TContentKind>(
  kind: K,
  filters: TContentFilters,
): Promise<TListPage<TSummaryOf<K>>> {
  const query = contentListParams(filters);
  return api.get<TListPage<TSummaryOf<K>>>(`${contentPath(kind)}${query ? `?${query}` : ''}`);
}

/** The current rows stay on screen (dimmed) while the next page or filter loads. */
export function useContentList<K extends TContentKind>(kind: K, filters: TContentFilters) {
  return useQuery({
    queryKey: contentListKey(kind, filters),
    queryFn: () => getContentList(kind, filters),
    placeholderData: keepPreviousData,
  });
}

/** Every page (at most 100, an admin's site has far fewer): the parent choices of the page editor. */
export function useAllPages() {
  return useQuery({
    queryKey: allPagesKey,
    queryFn: () =>
      api.get<TListPage<TPageSummary>>(
        `/api/cms/pages?${contentListParams({ search: '', status: 'all', page: 1 }, 100)}`,
      ),
  });
}
