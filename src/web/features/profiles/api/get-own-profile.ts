import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { OwnProfile } from '../profile-types';

export type OwnProfileResponse = { profile: OwnProfile | null };

/**
 * Not under ['me', ...] on purpose: sign-out keeps only ['me'] queries, and a member's private profile
 * must not survive into the next session on the same device.
 */
export const OWN_PROFILE_QUERY_KEY = ['profiles', 'own'] as const;

export function getOwnProfile(): Promise<OwnProfileResponse> {
  return api.get<OwnProfileResponse>('/api/me/profile');
}

export const ownProfileQueryOptions = queryOptions({
  queryKey: OWN_PROFILE_QUERY_KEY,
  queryFn: getOwnProfile,
});

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions);
}
