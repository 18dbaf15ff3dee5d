import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TListPage } from '../../../../shared/cms/cms-contract';
import type { TMediaFile } from '../../../../shared/cms/media-contract';
import { api } from '../../../lib/api-client';
import { mediaListKey, type TMediaFilters } from './media-keys';

/** GET /api/cms/media?search=&type=&page=: one page of the library, newest first. */
export function getMediaList({ search, type, page }: TMediaFilters): Promise<TListPage<TMediaFile>> {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (type !== 'all') params.set('type', type);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return api.get<TListPage<TMediaFile>>(`/api/cms/media${query ? `?${query}` : ''}`);
}

/** The previous page stays on screen (dimmed) while the next one loads. */
export function useMediaList(filters: TMediaFilters, enabled = true) {
  return useQuery({
    queryKey: mediaListKey(filters),
    queryFn: () => getMediaList(filters),
    placeholderData: keepPreviousData,
    enabled,
  });
}
