import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PhotoUrls } from '../profile-types';
import { applyPhotoUrls } from './photo-cache';

/** DELETE /api/me/photo: answers the same shape as the upload, with nulls. */
export function deletePhoto(): Promise<PhotoUrls> {
  return api.delete<PhotoUrls>('/api/me/photo');
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePhoto, onSuccess: (urls) => applyPhotoUrls(queryClient, urls) });
}
