import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TModerationItem } from '../../../../../shared/safety/moderation-contract';
import { api } from '../../../../lib/api-client';
import { moderationItemKey } from './moderation-keys';

export const moderationItemPath = (id: string) => `/api/moderation/items/${encodeURIComponent(id)}`;

/** GET /api/moderation/items/:id: the item, every report with its evidence, the member's history. */
export function getModerationItem(id: string): Promise<TModerationItem> {
  return api.get<TModerationItem>(moderationItemPath(id));
}

export const moderationItemQueryOptions = (id: string) =>
  queryOptions({ queryKey: moderationItemKey(id), queryFn: () => getModerationItem(id) });

export function useModerationItem(id: string) {
  return useQuery(moderationItemQueryOptions(id));
}
