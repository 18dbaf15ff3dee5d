import type { Db } from '../../db/client.ts';
import { cmsSettings } from '../../db/schema/index.ts';
import type { TSiteSettings } from '../../../shared/cms/settings-contract.ts';

/** What the public site falls back to when a setting row is missing (the migration seeds them all). */
const FALLBACK: TSiteSettings = {
  site_name: 'Mithaq',
  site_tagline: '',
  contact_email: '',
  default_meta_description: '',
  posts_per_page: 9,
  show_featured_posts: true,
  social: { facebook: null, instagram: null, x: null },
};

const POSTS_PER_PAGE_MAX = 50;

function postsPerPage(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= POSTS_PER_PAGE_MAX ? n : FALLBACK.posts_per_page;
}

/** A social link is shown only when it is an http(s) address; empty (or anything else) hides it. */
function socialLink(value: string | undefined): string | null {
  const v = value?.trim() ?? '';
  return /^https?:\/\//i.test(v) && URL.canParse(v) ? v : null;
}

/** Maps stored rows (key → text value) to the settings the public site reads; pure, for tests too. */
export function toSiteSettings(values: ReadonlyMap<string, string>): TSiteSettings {
  const text = (key: keyof TSiteSettings) => {
    const v = values.get(key)?.trim();
    return v === undefined ? (FALLBACK[key] as string) : v;
  };
  return {
    site_name: text('site_name') || FALLBACK.site_name,
    site_tagline: text('site_tagline'),
    contact_email: text('contact_email'),
    default_meta_description: text('default_meta_description'),
    posts_per_page: postsPerPage(values.get('posts_per_page')),
    show_featured_posts: (values.get('show_featured_posts') ?? 'true') === 'true',
    social: {
      facebook: socialLink(values.get('social_facebook')),
      instagram: socialLink(values.get('social_instagram')),
      x: socialLink(values.get('social_x')),
    },
  };
}

/** The site settings the public pages read (one small query; the settings table holds a handful of rows). */
export async function readSiteSettings(db: Db): Promise<TSiteSettings> {
  const rows = await db
    .select({ key: cmsSettings.settingKey, value: cmsSettings.settingValue })
    .from(cmsSettings);
  return toSiteSettings(new Map(rows.map((r) => [r.key, r.value])));
}
