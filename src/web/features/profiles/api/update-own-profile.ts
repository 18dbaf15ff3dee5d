import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfileInput } from '../../../../shared/profile-schema';
import { api, ME_QUERY_KEY } from '../../../lib/api-client';
import type { OwnProfile } from '../profile-types';
import { OWN_PROFILE_QUERY_KEY, type OwnProfileResponse } from './get-own-profile';
import { PROFILE_DETAIL_QUERY_KEY } from './get-profile';

/** PUT /api/me/profile; 400 VALIDATION_FAILED carries `fields` keyed by the API's field names. */
export function updateOwnProfile(body: TProfileInput): Promise<{ profile: OwnProfile }> {
  return api.put<{ profile: OwnProfile }>('/api/me/profile', body);
}

export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnProfile,
    onSuccess: async ({ profile }) => {
      queryClient.setQueryData<OwnProfileResponse>(OWN_PROFILE_QUERY_KEY, { profile });
      void queryClient.invalidateQueries({ queryKey: PROFILE_DETAIL_QUERY_KEY });
      // The top bar and the dashboard (name, completion) read ['me']: wait so the next screen is fresh.
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
