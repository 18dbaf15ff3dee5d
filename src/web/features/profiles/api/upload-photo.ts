import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PHOTO_FIELD } from '../../../../shared/profiles/photo-contract';
import type { TPhotoUrls } from '../../../../shared/profiles/photo-contract';
import { ApiError, forgetSessionOn401, NETWORK_ERROR, parseJson, toApiError } from '../../../lib/api-client';
import { applyPhotoUrls } from './photo-cache';

/**
 * POST /api/me/photo as multipart (field `photo`). XMLHttpRequest rather than fetch: only it reports
 * upload progress. `onProgress` receives 0..1.
 */
export function uploadPhoto(file: File, onProgress: (fraction: number) => void): Promise<TPhotoUrls> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/me/photo');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR, ''));
    xhr.onabort = () => reject(new ApiError(0, NETWORK_ERROR, ''));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        try {
          resolve(JSON.parse(xhr.responseText) as TPhotoUrls);
        } catch {
          reject(new ApiError(xhr.status, `HTTP_${xhr.status}`, ''));
        }
        return;
      }
      forgetSessionOn401(xhr.status, '/api/me/photo');
      reject(toApiError(xhr.status, xhr.statusText, parseJson(xhr.responseText)));
    };
    const form = new FormData();
    form.append(PHOTO_FIELD, file);
    xhr.send(form);
  });
}

type UploadVariables = { file: File; onProgress: (fraction: number) => void };

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: UploadVariables) => uploadPhoto(file, onProgress),
    onSuccess: (urls) => applyPhotoUrls(queryClient, urls),
  });
}
