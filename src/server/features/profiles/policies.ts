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

/**
 * A GET records a view only when the member's own page asked for it. Browsers say who started a request
 * in Sec-Fetch-Site: an `<img>` or link on another site (or a sibling subdomain) is `cross-site` or
 * `same-site`, a typed address is `none`; our page's fetch is `same-origin`. Without the header the
 * caller is not a browser (an API client acting for itself, or a browser too old to say), and its visit
 * is its own.
 */
export const isOwnPageRequest = (secFetchSite: string | undefined) =>
  secFetchSite === undefined || secFetchSite === 'same-origin';

/** A score compares two different members; it also needs the viewer's own profile, which the route looks up. */
export const mayScoreMatch = (audience: ProfileAudience) => audience === 'member';
