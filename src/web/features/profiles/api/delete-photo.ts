import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPhotoUrls } from '../../../../shared/profiles/photo-contract';
import { api } from '../../../lib/api-client';
import { applyPhotoUrls } from './photo-cache';

/** DELETE /api/me/photo: answers the same shape as the upload, with nulls. */
export function deletePhoto(): Promise<TPhotoUrls> {
  return api.delete<TPhotoUrls>('/api/me/photo');
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePhoto, onSuccess: (urls) => applyPhotoUrls(queryClient, urls) });
}
