import type { QueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../../lib/api-client';
import type { PhotoUrls } from '../profile-types';
import { OWN_PROFILE_QUERY_KEY, type OwnProfileResponse } from './get-own-profile';
import { PROFILE_DETAIL_QUERY_KEY } from './get-profile';

/** After an upload or a removal: the own profile shows the new photo at once; ['me'] (completion) reloads. */
export async function applyPhotoUrls(queryClient: QueryClient, urls: PhotoUrls): Promise<void> {
  queryClient.setQueryData<OwnProfileResponse>(OWN_PROFILE_QUERY_KEY, (old) =>
    old?.profile ? { profile: { ...old.profile, ...urls } } : old,
  );
  void queryClient.invalidateQueries({ queryKey: OWN_PROFILE_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: PROFILE_DETAIL_QUERY_KEY });
  await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
}
