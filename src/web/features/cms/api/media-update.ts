import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMediaFile } from '../../../../shared/cms/media-contract';
import { api } from '../../../lib/api-client';
import { MEDIA_QUERY_KEY } from './media-keys';

export type TMediaAltSave = { id: string; alt_text: string | null };

/** PUT /api/cms/media/:id { alt_text }: answers the file as saved. */
export function updateMediaAlt({ id, alt_text }: TMediaAltSave): Promise<TMediaFile> {
  return api.put<TMediaFile>(`/api/cms/media/${encodeURIComponent(id)}`, { alt_text });
}

export function useUpdateMediaAlt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMediaAlt,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEDIA_QUERY_KEY }),
  });
}
