import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ProfileDetail } from '../profile-types';

export const PROFILE_DETAIL_QUERY_KEY = ['profiles', 'detail'] as const;

/** GET /api/profiles/:userId: what the answer holds depends on who asks (visitor, member, owner). */
export function getProfile(userId: string): Promise<ProfileDetail> {
  return api.get<ProfileDetail>(`/api/profiles/${encodeURIComponent(userId)}`);
}

/** `viewerId` is part of the key: the same profile reads differently signed in and signed out. */
export function profileQueryOptions(userId: string, viewerId: string | null) {
  return queryOptions({
    queryKey: [...PROFILE_DETAIL_QUERY_KEY, userId, viewerId ?? 'visitor'] as const,
    queryFn: () => getProfile(userId),
  });
}

export function useProfile(userId: string, viewerId: string | null, enabled: boolean) {
  return useQuery({ ...profileQueryOptions(userId, viewerId), enabled });
}
