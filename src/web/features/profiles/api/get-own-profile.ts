import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOwnProfileAnswer } from '../../../../shared/profiles/profile-contract';
import { api } from '../../../lib/api-client';
import { OWN_PROFILE_QUERY_KEY } from './profile-keys';

/** GET /api/me/profile: every field of my own profile, the private ones too; null before the first save. */
export function getOwnProfile(): Promise<TOwnProfileAnswer> {
  return api.get<TOwnProfileAnswer>('/api/me/profile');
}

export const ownProfileQueryOptions = queryOptions({
  queryKey: OWN_PROFILE_QUERY_KEY,
  queryFn: getOwnProfile,
});

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions);
}
