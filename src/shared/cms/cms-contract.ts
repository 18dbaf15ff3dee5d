import { z } from 'zod';
import { withoutNul } from '../text-rules.ts';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../rules/slug.ts';

/**
 * Issue 22: the CMS's posts, pages, categories and tags (admin-cms spec §2-§5, §7-§9). Admin only:
 * every /api/cms route answers 401 to a visitor and 403 to a member or moderator. Content is HTML,
 * sanitised by the server when saved and when rendered; what the server answers is what it stored.
 */

export const POST_STATUSES = ['draft', 'published', 'scheduled', 'private'] as const;
export type TPostStatus = (typeof POST_STATUSES)[number];
export const PAGE_STATUSES = ['draft', 'published', 'private'] as const;
export type TPageStatus = (typeof PAGE_STATUSES)[number];
export const PAGE_TEMPLATES = ['default', 'full-width', 'landing', 'contact'] as const;
export type TPageTemplate = (typeof PAGE_TEMPLATES)[number];

export const CMS_LIMITS = {
  title: 200,
  excerpt: 500,
  /** Stored HTML, after sanitising; the request body limit (1 MB) bounds what arrives. */
  content: 500_000,
  metaTitle: 200,
  metaDescription: 320,
  metaKeywords: 300,
  url: 2_000,
  categoryName: 80,
  tagName: 60,
  description: 500,
  tagsPerPost: 20,
  displayOrderMax: 1_000_000,
  /** Revisions kept per post or page; older ones are deleted when a new one is written. */
  revisionsKept: 20,
  pageSize: 20,
} as const;

export const META_DESCRIPTION_HINT = 'Recommended: 150-160 characters';

/** Toasts and notices (spec §8). Failures are `${failed(action, thing)}${server message}`. */
export const CMS_TEXTS = {
  requiredFields: 'Please fill in the required fields (title, slug, content)',
  notAuthenticated: 'User not authenticated',
  menuIdNotFound: 'Menu ID not found',
  reordered: 'Menu items reordered successfully',
  reorderFailed: 'Failed to reorder menu items: ',
  noPostsYet: 'No posts yet',
  noPostsFound: 'No posts found',
  noPagesYet: 'No pages yet',
  noPagesFound: 'No pages found',
  noMediaFound: 'No media files found',
  noMenusFound: 'No menus found. Create your first menu to get started.',
  noMenuItemsYet: 'No menu items yet',
  saving: 'Saving...',
} as const;

export type TCmsThing =
  'Post' | 'Page' | 'Category' | 'Tag' | 'Menu' | 'Menu item' | 'Setting' | 'Media file';
export const cmsDone = (thing: TCmsThing, done: 'created' | 'updated' | 'deleted') =>
  `${thing} ${done} successfully`;
export const cmsFailed = (action: 'create' | 'update' | 'delete' | 'fetch', thing: TCmsThing) =>
  `Failed to ${action} ${thing.toLowerCase()}: `;

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label}: at most ${max} characters`)
    .refine(withoutNul, `${label} contains a character that is not allowed`);

/** Empty or blank = null. */
const optional = (max: number, label: string) =>
  text(max, label)
    .transform((value) => (value.trim() === '' ? null : value.trim()))
    .nullable()
    .default(null);

export const ZSlug = z
  .string({ error: 'Please enter a slug' })
  .trim()
  .min(1, CMS_TEXTS.requiredFields)
  .max(SLUG_MAX_LENGTH, `Slug: at most ${SLUG_MAX_LENGTH} characters`)
  .regex(SLUG_PATTERN, 'Slug may contain only lowercase letters a-z, digits and single hyphens');

const requiredTitle = text(CMS_LIMITS.title, 'Title').trim().min(1, CMS_TEXTS.requiredFields);
const requiredContent = text(CMS_LIMITS.content, 'Content').refine(
  (html) => html.replace(/<[^>]*>/g, '').trim() !== '' || /<(img|iframe|video|audio)\b/i.test(html),
  CMS_TEXTS.requiredFields,
);
const ZUuid = z.uuid({ error: 'Not a valid id' });
/** ISO date-time with offset, or null (no publish date). */
const ZPublishDate = z.iso
  .datetime({ offset: true, error: 'Publish date must be an ISO date and time' })
  .nullable()
  .default(null);

const ZCommonContent = {
  title: requiredTitle,
  slug: ZSlug,
  content: requiredContent,
  excerpt: optional(CMS_LIMITS.excerpt, 'Excerpt'),
  featured_image_url: optional(CMS_LIMITS.url, 'Featured image'),
  published_at: ZPublishDate,
  meta_title: optional(CMS_LIMITS.metaTitle, 'Meta title'),
  meta_description: optional(CMS_LIMITS.metaDescription, 'Meta description'),
  meta_keywords: optional(CMS_LIMITS.metaKeywords, 'Meta keywords'),
};

/**
 * POST /api/cms/posts, PUT /api/cms/posts/:id (the whole post). status 'published' with a future
 * published_at is stored as 'scheduled'; 'published' without a date stamps now (spec §4).
 * tags: existing tag ids or names of tags to create inline.
 */
export const ZPostInput = z.strictObject({
  ...ZCommonContent,
  status: z
    .enum(POST_STATUSES, { error: `Status must be one of ${POST_STATUSES.join(', ')}` })
    .default('draft'),
  category_id: ZUuid.nullable().default(null),
  tag_ids: z.array(ZUuid).max(CMS_LIMITS.tagsPerPost).default([]),
  new_tags: z
    .array(text(CMS_LIMITS.tagName, 'Tag').trim().min(1, 'A tag needs a name'))
    .max(CMS_LIMITS.tagsPerPost)
    .default([]),
  is_featured: z.boolean().default(false),
  allow_comments: z.boolean().default(true),
});
export type TPostInput = z.input<typeof ZPostInput>;

/** POST /api/cms/pages, PUT /api/cms/pages/:id. display_order: invalid input becomes 0 (spec §5). */
export const ZPageInput = z.strictObject({
  ...ZCommonContent,
  status: z
    .enum(PAGE_STATUSES, { error: `Status must be one of ${PAGE_STATUSES.join(', ')}` })
    .default('draft'),
  parent_id: ZUuid.nullable().default(null),
  template: z
    .enum(PAGE_TEMPLATES, { error: `Template must be one of ${PAGE_TEMPLATES.join(', ')}` })
    .default('default'),
  // optional(): a pipe would otherwise make the key required (zod 4), and absent means 0.
  display_order: z
    .unknown()
    .optional()
    .transform((value) => {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= CMS_LIMITS.displayOrderMax
        ? n
        : 0;
    }),
  is_homepage: z.boolean().default(false),
  show_in_menu: z.boolean().default(true),
});
export type TPageInput = z.input<typeof ZPageInput>;

export const ZCategoryInput = z.strictObject({
  name: text(CMS_LIMITS.categoryName, 'Name').trim().min(1, 'Please enter a name'),
  /** Empty: made from the name. */
  slug: ZSlug.optional(),
  description: optional(CMS_LIMITS.description, 'Description'),
  parent_id: ZUuid.nullable().default(null),
  display_order: z.number().int().min(0).max(CMS_LIMITS.displayOrderMax).default(0),
  is_active: z.boolean().default(true),
});
export type TCategoryInput = z.input<typeof ZCategoryInput>;

export const ZTagInput = z.strictObject({
  name: text(CMS_LIMITS.tagName, 'Name').trim().min(1, 'Please enter a name'),
  slug: ZSlug.optional(),
  description: optional(CMS_LIMITS.description, 'Description'),
});
export type TTagInput = z.input<typeof ZTagInput>;

/** GET /api/cms/posts?search=&status=all|…&page= and /api/cms/pages the same (pages: no 'scheduled'). */
export const ZContentListQuery = z.object({
  search: z.string().trim().max(100, 'Search: at most 100 characters').optional(),
  status: z.enum(['all', ...POST_STATUSES]).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(CMS_LIMITS.pageSize),
});

export type TCategory = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  parent_id: string | null;
  display_order: number;
  is_active: boolean;
  post_count: number;
};
export type TTag = { id: string; name: string; slug: string; description: string | null; post_count: number };

export type TPostSummary = {
  id: string;
  title: string;
  slug: string;
  status: TPostStatus;
  published_at: string | null;
  updated_at: string;
  created_at: string;
  is_featured: boolean;
  view_count: number;
  category: { id: string; name: string; slug: string } | null;
};
export type TPost = TPostSummary & {
  content: string;
  excerpt: string | null;
  featured_image_url: string | null;
  allow_comments: boolean;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  tags: { id: string; name: string; slug: string }[];
};

export type TPageSummary = {
  id: string;
  title: string;
  slug: string;
  status: TPageStatus;
  template: TPageTemplate;
  parent_id: string | null;
  display_order: number;
  is_homepage: boolean;
  show_in_menu: boolean;
  published_at: string | null;
  updated_at: string;
  created_at: string;
};
export type TPage = TPageSummary & {
  content: string;
  excerpt: string | null;
  featured_image_url: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
};

/** A page of a list: `total` counts every match of the filter (an admin's lists are small). */
export type TListPage<T> = { items: T[]; total: number; page: number; page_size: number };

export type TRevision = { id: string; title: string; created_at: string; created_by_name: string | null };

/** GET /api/cms/overview: the CMS dashboard (spec §2: 5 recent posts and 5 recent pages, plus counts). */
export type TCmsOverview = {
  recent_posts: TPostSummary[];
  recent_pages: TPageSummary[];
  counts: { posts: number; published_posts: number; scheduled_posts: number; pages: number; media: number };
};

/*
 * Answers (added by the web editors' helper, h4): GET/POST/PUT of one post or page, and restoring one of
 * its revisions, answer the item itself (TPost, TPage); the lists of categories, tags and revisions are
 * `{ items }`; DELETE answers `{ message }`.
 */
export type TCategoryList = { items: TCategory[] };
export type TTagList = { items: TTag[] };
export type TRevisionList = { items: TRevision[] };
export type TCmsDeleted = { message: string };
