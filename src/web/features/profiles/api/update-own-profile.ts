import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TOwnProfileAnswer,
  TProfileInput,
  TSavedProfile,
} from '../../../../shared/profiles/profile-contract';
import { api, ME_QUERY_KEY } from '../../../lib/api-client';
import { OWN_PROFILE_QUERY_KEY, PROFILE_DETAIL_QUERY_KEY } from './profile-keys';

/** PUT /api/me/profile; 400 VALIDATION_FAILED carries `fields` keyed by the API's field names. */
export function updateOwnProfile(body: TProfileInput): Promise<TSavedProfile> {
  return api.put<TSavedProfile>('/api/me/profile', body);
}

export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnProfile,
    onSuccess: async ({ profile }) => {
      queryClient.setQueryData<TOwnProfileAnswer>(OWN_PROFILE_QUERY_KEY, { profile });
      void queryClient.invalidateQueries({ queryKey: PROFILE_DETAIL_QUERY_KEY });
      // The top bar and the dashboard (name, completion) read ['me']: wait so the next screen is fresh.
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
