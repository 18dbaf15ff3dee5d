import { randomUUID } from 'node:crypto';
import type { Db } from '../../../src/server/db/client.ts';
import {
  cmsCategories,
  cmsPages,
  cmsPosts,
  cmsPostTags,
  cmsTags,
} from '../../../src/server/db/schema/index.ts';
import { postText } from '../../../src/server/features/cms/content-values.ts';

/**
 * CMS content written straight into the database (what an admin would have saved): a fresh slug and
 * simple content unless given (a post's text columns kept as a save keeps them). Each returns the stored row.
 */

let sequence = 0;
const next = (prefix: string) => `${prefix}-${(sequence += 1)}-${randomUUID().slice(0, 6)}`;

export async function buildCategory(db: Db, values: Partial<typeof cmsCategories.$inferInsert> = {}) {
  const slug = values.slug ?? next('category');
  const [row] = await db
    .insert(cmsCategories)
    .values({ name: `Category ${slug}`, ...values, slug })
    .returning();
  return row!;
}

export async function buildTag(db: Db, values: Partial<typeof cmsTags.$inferInsert> = {}) {
  const slug = values.slug ?? next('tag');
  const [row] = await db
    .insert(cmsTags)
    .values({ name: `Tag ${slug}`, ...values, slug })
    .returning();
  return row!;
}

/** A post (draft unless given), with these tags. */
export async function buildPost(
  db: Db,
  values: Partial<typeof cmsPosts.$inferInsert> = {},
  tagIds: string[] = [],
) {
  const slug = values.slug ?? next('post');
  const content = values.content ?? `<p>About ${slug}.</p>`;
  const [row] = await db
    .insert(cmsPosts)
    .values({ title: `Post ${slug}`, ...values, content, ...postText(content), slug })
    .returning();
  if (tagIds.length) await db.insert(cmsPostTags).values(tagIds.map((tagId) => ({ postId: row!.id, tagId })));
  return row!;
}

export async function buildPage(db: Db, values: Partial<typeof cmsPages.$inferInsert> = {}) {
  const slug = values.slug ?? next('page');
  const [row] = await db
    .insert(cmsPages)
    .values({ title: `Page ${slug}`, content: `<p>About ${slug}.</p>`, ...values, slug })
    .returning();
  return row!;
}
