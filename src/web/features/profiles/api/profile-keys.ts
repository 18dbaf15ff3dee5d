import { PROFILE_DETAIL_QUERY_KEY } from '../../../entities/member/member-query-keys';

// Every cache key of profiles, in one place. Not under ['me', ...] on purpose: sign-out keeps only ['me']
// queries, and a member's private profile must not survive into the next session on the same device.

/** GET /api/me/profile. */
export const OWN_PROFILE_QUERY_KEY = ['profiles', 'own'] as const;

/** Every profile detail lives under this key (a save or a new photo invalidates them all; so does a block). */
export { PROFILE_DETAIL_QUERY_KEY };
/** `viewerId` is part of the key: the same profile reads differently signed in and signed out. */
export const profileDetailKey = (userId: string, viewerId: string | null) =>
  [...PROFILE_DETAIL_QUERY_KEY, userId, viewerId ?? 'visitor'] as const;
