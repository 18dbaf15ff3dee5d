import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TBlockList } from '../../../shared/safety/safety-contract';
import { api } from '../../lib/api-client';
import { BLOCKS_QUERY_KEY } from './safety-keys';

/** GET /api/blocks?cursor=: the members I blocked, newest first, 20 a page. */
export function getBlocks(cursor: string | null): Promise<TBlockList> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return api.get<TBlockList>(`/api/blocks${query}`);
}

export const blocksQueryOptions = infiniteQueryOptions({
  queryKey: BLOCKS_QUERY_KEY,
  queryFn: ({ pageParam }) => getBlocks(pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.next_cursor,
});

export function useBlocks() {
  return useInfiniteQuery(blocksQueryOptions);
}
