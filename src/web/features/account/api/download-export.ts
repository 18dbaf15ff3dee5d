import { useMutation } from '@tanstack/react-query';
import { ApiError, forgetSessionOn401, NETWORK_ERROR, parseJson, toApiError } from '../../../lib/api-client';

const FALLBACK_NAME = 'mithaq-data.zip';

/** The file name the server gave (Content-Disposition), else a plain one. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? FALLBACK_NAME;
}

/**
 * GET /api/me/export: fetched (so a refusal such as 3-an-hour is shown, not saved as a file), then
 * handed to the browser as a download.
 */
export async function downloadExport(): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/me/export', { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, NETWORK_ERROR, '');
  }
  if (!response.ok) {
    forgetSessionOn401(response.status, '/api/me/export');
    throw toApiError(response.status, response.statusText, parseJson(await response.text()));
  }
  const name = fileNameOf(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click ran; the URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
