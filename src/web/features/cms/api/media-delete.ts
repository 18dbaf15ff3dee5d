import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCmsDeleted } from '../../../../shared/cms/cms-contract';
import { api } from '../../../lib/api-client';
import { MEDIA_QUERY_KEY } from './media-keys';

/** The server's refusal to delete a file that a post, page or setting still uses (409). */
export const MEDIA_IN_USE = 'MEDIA_IN_USE';

export type TMediaDelete = { id: string; force: boolean };

/** DELETE /api/cms/media/:id[?force=true]: without force, a file in use answers 409 MEDIA_IN_USE. */
export function deleteMedia({ id, force }: TMediaDelete): Promise<TCmsDeleted> {
  return api.delete<TCmsDeleted>(`/api/cms/media/${encodeURIComponent(id)}${force ? '?force=true' : ''}`);
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEDIA_QUERY_KEY }),
  });
}
