import type { QueryClient } from '@tanstack/react-query';
import type { TOwnProfileAnswer } from '../../../../shared/profiles/profile-contract';
import type { TPhotoUrls } from '../../../../shared/profiles/photo-contract';
import { ME_QUERY_KEY } from '../../../lib/api-client';
import { OWN_PROFILE_QUERY_KEY, PROFILE_DETAIL_QUERY_KEY } from './profile-keys';

/** After an upload or a removal: the own profile shows the new photo at once; ['me'] (completion) reloads. */
export async function applyPhotoUrls(queryClient: QueryClient, urls: TPhotoUrls): Promise<void> {
  queryClient.setQueryData<TOwnProfileAnswer>(OWN_PROFILE_QUERY_KEY, (old) =>
    old?.profile ? { profile: { ...old.profile, ...urls } } : old,
  );
  void queryClient.invalidateQueries({ queryKey: OWN_PROFILE_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: PROFILE_DETAIL_QUERY_KEY });
  await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
}
