import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type {
  TModerationKind,
  TModerationQueue,
  TModerationStatus,
} from '../../../../../shared/safety/moderation-contract';
import { api } from '../../../../lib/api-client';
import { moderationQueueKey } from './moderation-keys';

/** Both kinds of item, or only reports, or only photos. */
export type TQueueKind = TModerationKind | 'all';

/** GET /api/moderation/queue?status=&kind=&cursor=: 20 items a page. */
export function getModerationQueue(
  status: TModerationStatus,
  kind: TQueueKind,
  cursor: string | null,
): Promise<TModerationQueue> {
  const params = new URLSearchParams({ status });
  if (kind !== 'all') params.set('kind', kind);
  if (cursor) params.set('cursor', cursor);
  return api.get<TModerationQueue>(`/api/moderation/queue?${params.toString()}`);
}

export const moderationQueueQueryOptions = (status: TModerationStatus, kind: TQueueKind) =>
  infiniteQueryOptions({
    queryKey: moderationQueueKey(status, kind),
    queryFn: ({ pageParam }) => getModerationQueue(status, kind, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export function useModerationQueue(status: TModerationStatus, kind: TQueueKind) {
  return useInfiniteQuery(moderationQueueQueryOptions(status, kind));
}
