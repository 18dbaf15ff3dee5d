import type { Viewer } from '../../http/app-env.ts';

/**
 * Who may see what of a profile. The routes under /api/me carry no member id at all, so a member can only
 * ever read or change their own profile and photo; these rules cover the one route that names a member.
 */
export type ProfileAudience = 'visitor' | 'owner' | 'member';

export function audienceOf(viewer: Viewer | null, profileUserId: string): ProfileAudience {
  if (!viewer) return 'visitor';
  return viewer.id === profileUserId ? 'owner' : 'member';
}

/** Spec §6: a view counts only when the viewer is signed in and is not the owner. */
export const countsAsView = (audience: ProfileAudience) => audience === 'member';

/** A score compares two different members; it also needs the viewer's own profile, which the route looks up. */
export const mayScoreMatch = (audience: ProfileAudience) => audience === 'member';
