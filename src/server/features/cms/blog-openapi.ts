import { z } from '@hono/zod-openapi';
import type { TBlogCard, TBlogList, TBlogPost, TCmsPublicPage } from '../../../shared/cms/blog-contract.ts';
import type { TSiteSettings } from '../../../shared/cms/settings-contract.ts';

const ZNamed = z.object({ name: z.string(), slug: z.string() });

const ZImageMedia = z
  .object({
    width: z.number().int(),
    height: z.number().int(),
    variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
  })
  .openapi('ImageMedia', { description: "The media library's size and WebP copies of a featured image" });

export const ZBlogCard = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    featured_image_url: z.string().nullable(),
    featured_image_media: ZImageMedia.nullable().optional(),
    category: ZNamed.nullable(),
    published_at: z.string(),
    reading_minutes: z.number().int(),
    is_featured: z.boolean(),
  })
  .openapi('BlogCard') satisfies z.ZodType<TBlogCard>;

export const ZBlogList = z
  .object({
    featured: z.array(ZBlogCard),
    posts: z.array(ZBlogCard),
    page: z.number().int(),
    page_count: z.number().int(),
    total: z.number().int(),
    categories: z.array(ZNamed),
  })
  .openapi('BlogList') satisfies z.ZodType<TBlogList>;

export const ZBlogPost = ZBlogCard.extend({
  content: z.string().openapi({ description: 'Sanitised HTML' }),
  own_excerpt: z.string().nullable(),
  tags: z.array(ZNamed),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  meta_keywords: z.string().nullable(),
  updated_at: z.string(),
}).openapi('BlogPost') satisfies z.ZodType<TBlogPost>;

export const ZCmsPublicPage = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    content: z.string().openapi({ description: 'Sanitised HTML' }),
    excerpt: z.string().nullable(),
    featured_image_url: z.string().nullable(),
    featured_image_media: ZImageMedia.nullable().optional(),
    template: z.enum(['default', 'full-width', 'landing', 'contact']),
    meta_title: z.string().nullable(),
    meta_description: z.string().nullable(),
    meta_keywords: z.string().nullable(),
    updated_at: z.string(),
  })
  .openapi('CmsPublicPage') satisfies z.ZodType<TCmsPublicPage>;

export const ZSiteSettings = z
  .object({
    site_name: z.string(),
    site_tagline: z.string(),
    contact_email: z.string(),
    default_meta_description: z.string(),
    posts_per_page: z.number().int(),
    show_featured_posts: z.boolean(),
    social: z.object({
      facebook: z.string().nullable(),
      instagram: z.string().nullable(),
      x: z.string().nullable(),
    }),
  })
  .openapi('SiteSettings') satisfies z.ZodType<TSiteSettings>;

export const ZSlugParam = z.object({ slug: z.string().min(1).max(200) });
