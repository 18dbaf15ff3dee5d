// Every cache key of the dashboard's own data, in one place (not under ['me']: sign-out drops it).

/** My unread notices from the moderators (GET /api/me/notices). */
export const NOTICES_KEY = ['notices'] as const;
