import type { TRole } from '../../../shared/roles';

/**
 * The admin area is the admins' (spec §2), except the screens whose route carries this `handle`:
 * the moderation queue (issue 23 item 2) is for moderators and admins.
 */
export const MODERATOR_AREA_HANDLE = { adminRole: 'moderator' } as const;

/** The role the matched admin route requires: moderator where a route says so, else admin. */
export function requiredAdminRole(matches: readonly { handle: unknown }[]): TRole {
  const forModerators = matches.some(
    (match) =>
      typeof match.handle === 'object' &&
      match.handle !== null &&
      (match.handle as { adminRole?: unknown }).adminRole === MODERATOR_AREA_HANDLE.adminRole,
  );
  return forModerators ? 'moderator' : 'admin';
}
