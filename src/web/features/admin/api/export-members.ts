import { MEMBERS_EXPORT_FILE_NAME } from '../../../../shared/admin/members-contract';
import { ApiError, forgetSessionOn401, NETWORK_ERROR, parseJson, toApiError } from '../../../lib/api-client';
import { membersParams } from './get-members';

/**
 * GET /api/admin/members.csv?search=: every member matching the search, as a CSV the server streams.
 * The file is saved as members-export.csv through a Blob link. A 404 (NO_MEMBERS) means nobody
 * matched; any failure throws an ApiError.
 */
export async function exportMembers(search: string): Promise<void> {
  const path = `/api/admin/members.csv?${membersParams(search).toString()}`;
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'text/csv' } });
  } catch {
    throw new ApiError(0, NETWORK_ERROR, '');
  }
  if (!response.ok) {
    forgetSessionOn401(response.status, path);
    throw toApiError(response.status, response.statusText, parseJson(await response.text()));
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = MEMBERS_EXPORT_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the Blob to the download; the URL is not needed past this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
