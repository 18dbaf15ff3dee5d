import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProfileDetail } from '../../../../shared/profiles/profile-contract';
import { api } from '../../../lib/api-client';
import { profileDetailKey } from './profile-keys';

/** GET /api/profiles/:userId: what the answer holds depends on who asks (visitor, member, owner). */
export function getProfile(userId: string): Promise<TProfileDetail> {
  return api.get<TProfileDetail>(`/api/profiles/${encodeURIComponent(userId)}`);
}

export function profileQueryOptions(userId: string, viewerId: string | null) {
  return queryOptions({
    queryKey: profileDetailKey(userId, viewerId),
    queryFn: () => getProfile(userId),
  });
}

export function useProfile(userId: string, viewerId: string | null, enabled: boolean) {
  return useQuery({ ...profileQueryOptions(userId, viewerId), enabled });
}
