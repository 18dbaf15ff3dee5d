import { z } from 'zod';
import { AUTH_ISSUE, PASSWORD_MAX } from '../auth/auth-contract.ts';

/**
 * The account area's contract (issue 23 item 7, DESIGN.md "an account the member controls"): pause,
 * delete with time to change one's mind, export, sign out of all devices.
 *
 * Routes: POST /api/me/pause and DELETE /api/me/pause (pause, unpause); DELETE /api/me {password}
 * (schedules the deletion, signs out everywhere); DELETE /api/me/deletion (keeps the account); GET
 * /api/me/export (a zip); DELETE /api/me/sessions (signs out of every device, this one included).
 */

/** Days between asking for the deletion and the erasure; signing in meanwhile lets one cancel. */
export const DELETION_GRACE_DAYS = 14;

/** DELETE /api/me: the member's current password confirms it is them, not someone at an open laptop. */
export const ZDeleteAccountInput = z
  .object({
    password: z
      .string()
      .min(1, { error: AUTH_ISSUE.required })
      .max(PASSWORD_MAX, { error: AUTH_ISSUE.passwordTooLong }),
  })
  .strict();
export type TDeleteAccountInput = z.infer<typeof ZDeleteAccountInput>;

/** The member's own account state: also `account` in GET /api/me. */
export type TAccountState = {
  paused: boolean;
  paused_at: string | null;
  /** When the account will be erased; null unless a deletion is scheduled. */
  deletion_scheduled_at: string | null;
};

/** The files of GET /api/me/export's zip, each a JSON document unless it ends otherwise. */
export const EXPORT_FILES = [
  'README.txt',
  'account.json',
  'profile.json',
  'connections.json',
  'messages.json',
  'profile-views.json',
  'favourites.json',
  'membership.json',
] as const;
