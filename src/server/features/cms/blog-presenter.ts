import type { TBlogCard, TBlogList, TBlogPost, TCmsPublicPage } from '../../../shared/cms/blog-contract.ts';
import type { TBlogListParams } from '../../../shared/cms/blog-query.ts';
import { excerptOf, minutesForWords } from '../../../shared/rules/reading-time.ts';
import type { BlogCardRow, BlogListRows, BlogPostRow } from './blog-service.ts';
import type { PublicPageRow } from './public-page-service.ts';
import { sanitizeCmsHtml } from './safe-html.ts';

const TEMPLATES = ['default', 'full-width', 'landing', 'contact'] as const;

/** An image address the page may show: http(s) or a path of this site; anything else is none. */
export function safeImageUrl(url: string | null): string | null {
  const value = url?.trim() ?? '';
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  return /^https?:\/\//i.test(value) && URL.canParse(value) ? value : null;
}

export function presentCard(row: BlogCardRow): TBlogCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: excerptOf(row.excerpt, row.textStart),
    featured_image_url: safeImageUrl(row.featuredImageUrl),
    category:
      row.categoryName && row.categorySlug ? { name: row.categoryName, slug: row.categorySlug } : null,
    published_at: row.publishedAt,
    reading_minutes: minutesForWords(row.wordCount),
    is_featured: row.isFeatured,
  };
}

export function presentBlogList(rows: BlogListRows, params: TBlogListParams): TBlogList {
  const restOnPages = Math.max(0, rows.total - rows.featured.length);
  return {
    featured: rows.featured.map(presentCard),
    posts: rows.posts.map(presentCard),
    page: params.page,
    page_count: Math.max(1, Math.ceil(restOnPages / rows.pageSize)),
    total: rows.total,
    categories: rows.categories,
  };
}

/** The post with its HTML sanitised again as it leaves (whatever was stored). */
export function presentPost(row: BlogPostRow, tags: { name: string; slug: string }[]): TBlogPost {
  return {
    ...presentCard(row),
    content: sanitizeCmsHtml(row.content),
    own_excerpt: row.excerpt?.trim() || null,
    tags,
    meta_title: row.metaTitle?.trim() || null,
    meta_description: row.metaDescription?.trim() || null,
    meta_keywords: row.metaKeywords?.trim() || null,
    updated_at: row.updatedAt,
  };
}

export function presentPublicPage(row: PublicPageRow): TCmsPublicPage {
  const template = TEMPLATES.find((name) => name === row.template) ?? 'default';
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: sanitizeCmsHtml(row.content),
    excerpt: row.excerpt?.trim() || null,
    featured_image_url: safeImageUrl(row.featuredImageUrl),
    template,
    meta_title: row.metaTitle?.trim() || null,
    meta_description: row.metaDescription?.trim() || null,
    meta_keywords: row.metaKeywords?.trim() || null,
    updated_at: row.updatedAt,
  };
}
