import type { TPage, TPageStatus, TPageSummary, TPageTemplate } from '../../../shared/cms/cms-contract.ts';
import type { PageRow, PageSummaryRow } from './page-queries.ts';

/** Pages as the admin API answers them (cms-contract.ts): what was stored, content included. */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentPageSummary(row: PageSummaryRow): TPageSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: row.status as TPageStatus,
    template: row.template as TPageTemplate,
    parent_id: row.parentId,
    display_order: row.displayOrder,
    is_homepage: row.isHomepage,
    show_in_menu: row.showInMenu,
    published_at: iso(row.publishedAt),
    updated_at: row.updatedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export function presentPage(row: PageRow): TPage {
  return {
    ...presentPageSummary(row),
    content: row.content,
    excerpt: row.excerpt,
    featured_image_url: row.featuredImageUrl,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keywords: row.metaKeywords,
  };
}

/** The editable fields as the input has them: what a revision keeps and a restore applies again. */
export function pageSnapshot(row: PageRow): Record<string, unknown> {
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
    parent_id: row.parentId,
    template: row.template,
    display_order: row.displayOrder,
    is_homepage: row.isHomepage,
    show_in_menu: row.showInMenu,
  };
}
