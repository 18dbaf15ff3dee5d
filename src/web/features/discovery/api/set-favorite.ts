import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TFavorited, TProfilePage } from '../../../../shared/discovery/discovery-contract';
import { api, ApiError } from '../../../lib/api-client';
import { BROWSE_QUERY_KEY, SET_FAVORITE_MUTATION_KEY } from './discovery-keys';

export type FavoriteChange = { userId: string; favorited: boolean };

/** PUT /api/favorites/:userId adds, DELETE removes; both answer `{ favorited }`. */
export function setFavorite({ userId, favorited }: FavoriteChange): Promise<TFavorited> {
  const path = `/api/favorites/${encodeURIComponent(userId)}`;
  return favorited ? api.put<TFavorited>(path) : api.delete<TFavorited>(path);
}

/** Marks one profile in every cached browse page (any filters, any page). */
export function patchFavoriteInBrowse(queryClient: QueryClient, userId: string, favorited: boolean) {
  queryClient.setQueriesData<TProfilePage>({ queryKey: BROWSE_QUERY_KEY }, (old) =>
    old
      ? {
          ...old,
          profiles: old.profiles.map((p) => (p.user_id === userId ? { ...p, is_favorite: favorited } : p)),
        }
      : old,
  );
}

/**
 * The heart on /browse: optimistic, so the heart fills at once. A failure puts back only this profile's
 * state (another toggle still in flight keeps its own). Texts are the spec's §8 toasts.
 */
export function useSetFavorite() {
  const { t } = useTranslation('discovery');
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SET_FAVORITE_MUTATION_KEY,
    mutationFn: setFavorite,
    onMutate: async ({ userId, favorited }) => {
      await queryClient.cancelQueries({ queryKey: BROWSE_QUERY_KEY });
      patchFavoriteInBrowse(queryClient, userId, favorited);
    },
    onSuccess: (_answer, { favorited }) => {
      toast.success(t(favorited ? 'favorites.added' : 'favorites.removed'));
    },
    onError: (error, { userId, favorited }) => {
      patchFavoriteInBrowse(queryClient, userId, !favorited);
      if (error instanceof ApiError && error.status === 401) toast.error(t('favorites.signInNeeded'));
      else toast.error(t(favorited ? 'favorites.addFailed' : 'favorites.removeFailed'));
    },
    // The server's truth (and 'Favorites Only' pages) come back once the last toggle in a burst settles,
    // so an early refetch cannot undo a later toggle that is still optimistic.
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey: SET_FAVORITE_MUTATION_KEY }) > 1) return;
      await queryClient.invalidateQueries({ queryKey: BROWSE_QUERY_KEY });
    },
  });
}
