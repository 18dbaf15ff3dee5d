// Every cache key of the settings screen, in one place.

/** GET /api/cms/settings: every setting, grouped. */
export const CMS_SETTINGS_KEY = ['cms', 'settings'] as const;
