import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { cmsPosts } from './cms.ts';

export const cmsTags = pgTable(
  'cms_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cms_tags_slug_idx').on(t.slug)],
);

export const cmsPostTags = pgTable(
  'cms_post_tags',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => cmsPosts.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => cmsTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index('cms_post_tags_tag_idx').on(t.tagId)],
);

/** Site settings (admin-cms spec §3): one row per key; the value is text whatever its type. */
export const cmsSettings = pgTable(
  'cms_settings',
  {
    settingKey: text('setting_key').primaryKey(),
    settingValue: text('setting_value').notNull().default(''),
    settingGroup: text('setting_group').notNull().default('general'),
    settingType: text('setting_type').notNull().default('text'),
    settingLabel: text('setting_label').notNull(),
    settingDescription: text('setting_description'),
    displayOrder: integer('display_order').notNull().default(0),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'cms_settings_type_check',
      sql`${t.settingType} in ('text', 'textarea', 'boolean', 'number', 'email', 'url')`,
    ),
  ],
);

/**
 * The media library (admin-cms spec §3 "Media file"). `storage_key` is the stored original's key
 * (random, unguessable); `variants` lists resized image copies as [{ width, key }].
 */
export const cmsMedia = pgTable(
  'cms_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    altText: text('alt_text'),
    mimeType: text('mime_type').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants').$type<{ width: number; key: string }[]>().notNull().default([]),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cms_media_file_type_check', sql`${t.fileType} in ('image', 'video', 'audio', 'document')`),
    uniqueIndex('cms_media_storage_key_idx').on(t.storageKey),
    index('cms_media_created_idx').on(t.createdAt),
  ],
);

/** The last saved versions of a post or page (kind 'post' | 'page'); the service keeps the newest 20. */
export const cmsRevisions = pgTable(
  'cms_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    title: text('title').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cms_revisions_kind_check', sql`${t.kind} in ('post', 'page')`),
    index('cms_revisions_item_idx').on(t.kind, t.itemId, t.createdAt),
  ],
);

/** A published item's former slugs: /blog/{old} and /{old} answer 301 to the current address. */
export const cmsSlugRedirects = pgTable(
  'cms_slug_redirects',
  {
    kind: text('kind').notNull(),
    oldSlug: text('old_slug').notNull(),
    itemId: uuid('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cms_slug_redirects_kind_check', sql`${t.kind} in ('post', 'page')`),
    primaryKey({ columns: [t.kind, t.oldSlug] }),
    index('cms_slug_redirects_item_idx').on(t.kind, t.itemId),
  ],
);
