import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNoticeList } from '../../../../shared/safety/safety-contract';
import { api } from '../../../lib/api-client';
import { NOTICES_KEY } from './home-keys';

/** GET /api/me/notices: what the moderators told me (a warning, a removed photo, a suspension's end). */
export function getNotices(): Promise<TNoticeList> {
  return api.get<TNoticeList>('/api/me/notices');
}

export const noticesQueryOptions = queryOptions({ queryKey: NOTICES_KEY, queryFn: getNotices });

export function useNotices() {
  return useQuery(noticesQueryOptions);
}
