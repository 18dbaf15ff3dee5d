/**
 * The roots of the caches that show other members: discovery's lists (browse and its favourites,
 * featured, matches), profile pages and who viewed my profile. Their areas build their keys on these
 * (features/discovery/api/discovery-keys.ts, features/profiles/api/profile-keys.ts,
 * features/analytics/api/analytics-keys.ts), and what hides a member from me (a block, the socket's
 * member.hidden: entities/member-safety/forget-member.ts) invalidates by them, from the middle floor.
 */

/** Browse (favourites are browse pages), featured and matches. */
export const DISCOVERY_QUERY_KEY = ['discovery'] as const;

/** Every profile detail: ['profiles', 'detail', userId, viewer]. */
export const PROFILE_DETAIL_QUERY_KEY = ['profiles', 'detail'] as const;

export const ANALYTICS_QUERY_KEY = ['analytics'] as const;
/** Every page of who viewed my profile. */
export const VIEWERS_QUERY_KEY = [...ANALYTICS_QUERY_KEY, 'viewers'] as const;
