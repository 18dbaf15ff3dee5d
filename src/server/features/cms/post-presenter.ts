import type { TPost, TPostStatus, TPostSummary } from '../../../shared/cms/cms-contract.ts';
import type { PostRow, PostSummaryRow } from './post-queries.ts';

/** Posts as the admin API answers them (cms-contract.ts): what was stored, content included. */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentPostSummary(row: PostSummaryRow): TPostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: row.status as TPostStatus,
    published_at: iso(row.publishedAt),
    updated_at: row.updatedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    is_featured: row.isFeatured,
    view_count: row.viewCount,
    category: row.category,
  };
}

export function presentPost(row: PostRow): TPost {
  return {
    ...presentPostSummary(row),
    content: row.content,
    excerpt: row.excerpt,
    featured_image_url: row.featuredImageUrl,
    allow_comments: row.allowComments,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keywords: row.metaKeywords,
    tags: row.tags,
  };
}

/** The editable fields as the input has them: what a revision keeps and a restore applies again. */
export function postSnapshot(row: PostRow): Record<string, unknown> {
  return {
    title: row.title,
    slug: row.slug,
    content: row.content,
    excerpt: row.excerpt,
    featured_image_url: row.featuredImageUrl,
    published_at: iso(row.publishedAt),
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keywords: row.metaKeywords,
    status: row.status,
    category_id: row.categoryId,
    tag_ids: row.tags.map((tag) => tag.id),
    is_featured: row.isFeatured,
    allow_comments: row.allowComments,
  };
}
