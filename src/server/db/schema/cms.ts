import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const cmsMenus = pgTable(
  'cms_menus',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    location: text('location').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cms_menus_location_check', sql`${t.location} in ('header', 'footer', 'sidebar')`),
    index('cms_menus_location_idx').on(t.location, t.isActive),
  ],
);

/**
 * CMS pages (admin-cms spec §3). The public site resolves menu links to /{slug}; the CMS issue adds
 * the editor, the public page route and sanitised rendering on top of this table.
 */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    content: text('content').notNull().default(''),
    excerpt: text('excerpt'),
    featuredImageUrl: text('featured_image_url'),
    parentId: uuid('parent_id').references((): AnyPgColumn => cmsPages.id, { onDelete: 'set null' }),
    template: text('template').notNull().default('default'),
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
    displayOrder: integer('display_order').notNull().default(0),
    isHomepage: boolean('is_homepage').notNull().default(false),
    showInMenu: boolean('show_in_menu').notNull().default(true),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cms_pages_template_check', sql`${t.template} in ('default', 'full-width', 'landing', 'contact')`),
    check('cms_pages_status_check', sql`${t.status} in ('draft', 'published', 'private')`),
    uniqueIndex('cms_pages_slug_idx').on(t.slug),
  ],
);

/** Blog categories (admin-cms spec §3). A post's category_id points here (set null on delete). */
export const cmsCategories = pgTable(
  'cms_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    parentId: uuid('parent_id').references((): AnyPgColumn => cmsCategories.id, { onDelete: 'set null' }),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cms_categories_slug_idx').on(t.slug)],
);

/** Blog posts (admin-cms spec §3). */
/** What the blog's search looks in, lower-cased: one expression shared by its index and its query. */
export const postSearchText = (t: { title: AnyPgColumn; excerpt: AnyPgColumn; plainText: AnyPgColumn }) =>
  sql`lower(${t.title} || ' ' || coalesce(${t.excerpt}, '') || ' ' || ${t.plainText})`;

export const cmsPosts = pgTable(
  'cms_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    content: text('content').notNull().default(''),
    /** The stored content's text (tags out, entities decoded), kept at save: search, excerpt, reading time. */
    plainText: text('plain_text').notNull().default(''),
    wordCount: integer('word_count').notNull().default(0),
    excerpt: text('excerpt'),
    featuredImageUrl: text('featured_image_url'),
    categoryId: uuid('category_id').references(() => cmsCategories.id, { onDelete: 'set null' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
    isFeatured: boolean('is_featured').notNull().default(false),
    allowComments: boolean('allow_comments').notNull().default(true),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cms_posts_status_check', sql`${t.status} in ('draft', 'published', 'scheduled', 'private')`),
    uniqueIndex('cms_posts_slug_idx').on(t.slug),
    index('cms_posts_published_idx').on(t.status, t.publishedAt),
    // The blog's search (a substring of title, excerpt or text) as a trigram lookup, not a scan.
    index('cms_posts_search_idx').using('gin', sql`${postSearchText(t)} gin_trgm_ops`),
  ],
);

export const cmsMenuItems = pgTable(
  'cms_menu_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    menuId: uuid('menu_id')
      .notNull()
      .references(() => cmsMenus.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => cmsMenuItems.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    url: text('url'),
    pageId: uuid('page_id').references(() => cmsPages.id, { onDelete: 'set null' }),
    postId: uuid('post_id').references(() => cmsPosts.id, { onDelete: 'set null' }),
    target: text('target').notNull().default('_self'),
    cssClass: text('css_class'),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cms_menu_items_target_check', sql`${t.target} in ('_self', '_blank')`),
    index('cms_menu_items_menu_id_order_idx').on(t.menuId, t.displayOrder),
  ],
);
