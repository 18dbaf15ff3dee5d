import { z } from '@hono/zod-openapi';
import {
  PAGE_STATUSES,
  PAGE_TEMPLATES,
  POST_STATUSES,
  type TCategory,
  type TCategoryList,
  type TCmsDeleted,
  type TCmsOverview,
  type TListPage,
  type TPage,
  type TPageSummary,
  type TPost,
  type TPostSummary,
  type TRevisionList,
  type TTag,
  type TTagList,
} from '../../../shared/cms/cms-contract.ts';

/** The CMS admin answers' shapes for /api/openapi.json, each checked against cms-contract.ts. */

const instant = z.string().openapi({ description: 'ISO 8601, UTC' });
const ZLinked = z.object({ id: z.string(), name: z.string(), slug: z.string() });

export const ZId = z.object({ id: z.uuid({ error: 'Not a valid id' }) });
export const ZRevisionParams = ZId.extend({ revisionId: z.uuid({ error: 'Not a valid id' }) });

const postSummary = {
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  status: z.enum(POST_STATUSES),
  published_at: instant.nullable(),
  updated_at: instant,
  created_at: instant,
  is_featured: z.boolean(),
  view_count: z.number().int(),
  category: ZLinked.nullable(),
};

export const ZPostSummary = z.object(postSummary).openapi('CmsPostSummary') satisfies z.ZodType<TPostSummary>;

export const ZPost = z
  .object({
    ...postSummary,
    content: z.string().openapi({ description: 'Sanitised HTML, as stored' }),
    excerpt: z.string().nullable(),
    featured_image_url: z.string().nullable(),
    allow_comments: z.boolean(),
    meta_title: z.string().nullable(),
    meta_description: z.string().nullable(),
    meta_keywords: z.string().nullable(),
    tags: z.array(ZLinked),
  })
  .openapi('CmsPost') satisfies z.ZodType<TPost>;

const pageSummary = {
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  status: z.enum(PAGE_STATUSES),
  template: z.enum(PAGE_TEMPLATES),
  parent_id: z.string().nullable(),
  display_order: z.number().int(),
  is_homepage: z.boolean(),
  show_in_menu: z.boolean(),
  published_at: instant.nullable(),
  updated_at: instant,
  created_at: instant,
};

export const ZPageSummary = z.object(pageSummary).openapi('CmsPageSummary') satisfies z.ZodType<TPageSummary>;

export const ZPage = z
  .object({
    ...pageSummary,
    content: z.string().openapi({ description: 'Sanitised HTML, as stored' }),
    excerpt: z.string().nullable(),
    featured_image_url: z.string().nullable(),
    meta_title: z.string().nullable(),
    meta_description: z.string().nullable(),
    meta_keywords: z.string().nullable(),
  })
  .openapi('CmsPage') satisfies z.ZodType<TPage>;

const listPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().openapi({ description: 'Every match of the filter' }),
    page: z.number().int(),
    page_size: z.number().int(),
  });

export const ZPostListPage = listPage(ZPostSummary).openapi('CmsPostList') satisfies z.ZodType<
  TListPage<TPostSummary>
>;
export const ZPageListPage = listPage(ZPageSummary).openapi('CmsPageList') satisfies z.ZodType<
  TListPage<TPageSummary>
>;

export const ZRevisionList = z
  .object({
    items: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        created_at: instant,
        created_by_name: z.string().nullable(),
      }),
    ),
  })
  .openapi('CmsRevisionList') satisfies z.ZodType<TRevisionList>;

export const ZCategory = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    parent_id: z.string().nullable(),
    display_order: z.number().int(),
    is_active: z.boolean(),
    post_count: z.number().int().openapi({ description: 'Posts in it, whatever their status' }),
  })
  .openapi('CmsCategory') satisfies z.ZodType<TCategory>;

export const ZCategoryList = z
  .object({ items: z.array(ZCategory) })
  .openapi('CmsCategoryList') satisfies z.ZodType<TCategoryList>;

export const ZTag = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    post_count: z.number().int().openapi({ description: 'Posts carrying it, whatever their status' }),
  })
  .openapi('CmsTag') satisfies z.ZodType<TTag>;

export const ZTagList = z
  .object({ items: z.array(ZTag) })
  .openapi('CmsTagList') satisfies z.ZodType<TTagList>;

export const ZCmsOverview = z
  .object({
    recent_posts: z.array(ZPostSummary),
    recent_pages: z.array(ZPageSummary),
    counts: z.object({
      posts: z.number().int(),
      published_posts: z.number().int(),
      scheduled_posts: z.number().int(),
      pages: z.number().int(),
      media: z.number().int(),
    }),
  })
  .openapi('CmsOverview') satisfies z.ZodType<TCmsOverview>;

export const ZCmsDeleted = z
  .object({ message: z.string() })
  .openapi('CmsDeleted') satisfies z.ZodType<TCmsDeleted>;
