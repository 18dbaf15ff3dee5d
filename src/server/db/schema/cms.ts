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

/** page_id and post_id gain their foreign keys when the CMS issue adds pages and posts. */
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
    pageId: uuid('page_id'),
    postId: uuid('post_id'),
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
