import { z } from 'zod';

/**
 * Issue 22 item 8: the public blog. Only published posts whose publish date is empty or past (and
 * scheduled posts whose time has come) are ever answered; the HTML is sanitised.
 */
export const BLOG_TEXTS = {
  title: 'Our Blog',
  searchPlaceholder: 'Search articles...',
  allCategories: 'All Categories',
  featured: 'Featured Articles',
  latest: 'Latest Articles',
  all: 'All Articles',
  noArticles: 'No articles found',
  clearFilters: 'Clear Filters',
  backToBlog: 'Back to Blog',
  author: 'Admin',
} as const;

export const BLOG_FEATURED_MAX = 3;

/** GET /api/blog?search=&category=&page= (category is a category slug). */
export const ZBlogQuery = z.object({
  search: z.string().trim().max(100, 'Search: at most 100 characters').optional(),
  category: z.string().trim().max(120).optional(),
  page: z.coerce.number().int().min(1).max(1_000).default(1),
});
export type TBlogQuery = z.infer<typeof ZBlogQuery>;

/**
 * What the media library knows of a featured image it holds: its size and its WebP copies (narrowest
 * first), so a page can offer the copy that fits (srcset) and reserve its box. None for an address
 * from elsewhere.
 */
export type TImageMedia = { width: number; height: number; variants: { width: number; url: string }[] };

export type TBlogCard = {
  id: string;
  slug: string;
  title: string;
  /** The post's excerpt, or the first 150 characters of its text and '...'. */
  excerpt: string;
  featured_image_url: string | null;
  featured_image_media?: TImageMedia | null;
  category: { name: string; slug: string } | null;
  published_at: string;
  reading_minutes: number;
  is_featured: boolean;
};

/** Featured cards only on the first page of an unfiltered list. */
export type TBlogList = {
  featured: TBlogCard[];
  posts: TBlogCard[];
  page: number;
  page_count: number;
  total: number;
  categories: { name: string; slug: string }[];
};

export type TBlogPost = TBlogCard & {
  /** Sanitised HTML. */
  content: string;
  own_excerpt: string | null;
  tags: { name: string; slug: string }[];
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  updated_at: string;
};

/** GET /api/pages/:slug: a published CMS page (sanitised HTML). */
export type TCmsPublicPage = {
  id: string;
  slug: string;
  title: string;
  content: string;
  excerpt: string | null;
  featured_image_url: string | null;
  featured_image_media?: TImageMedia | null;
  template: 'default' | 'full-width' | 'landing' | 'contact';
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  updated_at: string;
};
