import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMediaUploadResult } from '../../../../shared/cms/media-contract';
import { ApiError, forgetSessionOn401, NETWORK_ERROR, parseJson, toApiError } from '../../../lib/api-client';
import { MEDIA_QUERY_KEY } from './media-keys';

const PATH = '/api/cms/media';

function isUploadResult(body: unknown): body is TMediaUploadResult {
  if (typeof body !== 'object' || body === null) return false;
  const { uploaded, rejected } = body as Partial<TMediaUploadResult>;
  return Array.isArray(uploaded) && Array.isArray(rejected) && rejected.length > 0;
}

/**
 * POST /api/cms/media as multipart, one `files` part per file. XMLHttpRequest rather than fetch: only
 * it reports upload progress. `onProgress` receives 0..1. When every file was refused the server
 * answers 400 with the per-file reasons beside the error; they resolve like a partial success.
 */
export function uploadMedia(
  files: File[],
  onProgress: (fraction: number) => void,
): Promise<TMediaUploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', PATH);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR, ''));
    xhr.onabort = () => reject(new ApiError(0, NETWORK_ERROR, ''));
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body !== null) {
        onProgress(1);
        resolve(body as TMediaUploadResult);
        return;
      }
      // Every file refused (400 MEDIA_REJECTED): the answer still lists each file and why.
      if (isUploadResult(body)) {
        resolve({ uploaded: body.uploaded, rejected: body.rejected });
        return;
      }
      forgetSessionOn401(xhr.status, PATH);
      reject(toApiError(xhr.status, xhr.statusText, body));
    };
    const form = new FormData();
    for (const file of files) form.append('files', file);
    xhr.send(form);
  });
}

type UploadVariables = { files: File[]; onProgress: (fraction: number) => void };

export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, onProgress }: UploadVariables) => uploadMedia(files, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEDIA_QUERY_KEY }),
  });
}
