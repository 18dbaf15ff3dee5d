/**
 * Issue 22 item 6: site settings (/api/cms/settings). Every value is text; its type says how the
 * screen edits it and how the server checks it: boolean 'true'|'false', number an integer, email an
 * address, url an http(s) address or empty, text one line, textarea several.
 */
export const SETTING_TYPES = ['text', 'textarea', 'boolean', 'number', 'email', 'url'] as const;
export type TSettingType = (typeof SETTING_TYPES)[number];

export type TSetting = {
  key: string;
  value: string;
  group: string;
  type: TSettingType;
  label: string;
  description: string | null;
  display_order: number;
  updated_at: string;
};

/** GET /api/cms/settings answers them grouped, groups in this order, settings by display_order. */
export const SETTING_GROUPS = ['general', 'seo', 'blog', 'social', 'moderation'] as const;
export type TSettingsAnswer = { groups: { group: string; settings: TSetting[] }[] };

/** PUT /api/cms/settings/:key { value } answers the saved TSetting; 400 when the value does not fit its type. */
export type TSettingUpdate = { value: string };
export const SETTING_VALUE_MAX = 2_000;

/** The settings the public site reads (GET /api/site/settings, and the server-rendered pages). */
export type TSiteSettings = {
  site_name: string;
  site_tagline: string;
  contact_email: string;
  default_meta_description: string;
  posts_per_page: number;
  show_featured_posts: boolean;
  social: { facebook: string | null; instagram: string | null; x: string | null };
};
