import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cmsCategories, cmsPosts, cmsPostTags, cmsTags } from '../../db/schema/index.ts';
import type { Tx } from '../../domain/audit/staff-audit.ts';
import { offsetOf, searchWhere, type TContentListQuery } from './content-list.ts';

/** Reading posts for the admin (spec §7 "cms_posts: list newest first with category"). */

const summaryColumns = {
  id: cmsPosts.id,
  title: cmsPosts.title,
  slug: cmsPosts.slug,
  status: cmsPosts.status,
  publishedAt: cmsPosts.publishedAt,
  updatedAt: cmsPosts.updatedAt,
  createdAt: cmsPosts.createdAt,
  isFeatured: cmsPosts.isFeatured,
  viewCount: cmsPosts.viewCount,
  category: { id: cmsCategories.id, name: cmsCategories.name, slug: cmsCategories.slug },
};

type Linked = { id: string; name: string; slug: string };
export type PostSummaryRow = {
  id: string;
  title: string;
  slug: string;
  status: string;
  publishedAt: Date | null;
  updatedAt: Date;
  createdAt: Date;
  isFeatured: boolean;
  viewCount: number;
  category: Linked | null;
};
export type PostRow = PostSummaryRow &
  Pick<
    typeof cmsPosts.$inferSelect,
    | 'content'
    | 'excerpt'
    | 'featuredImageUrl'
    | 'allowComments'
    | 'metaTitle'
    | 'metaDescription'
    | 'metaKeywords'
    | 'categoryId'
  > & { tags: Linked[] };

/** One page of posts, newest change first; `total` counts every match. */
export async function listPosts(db: Db, query: TContentListQuery) {
  const where = and(
    searchWhere(cmsPosts.title, cmsPosts.slug, query.search),
    query.status === 'all' ? undefined : eq(cmsPosts.status, query.status),
  );
  const [items, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(cmsPosts)
      .leftJoin(cmsCategories, eq(cmsCategories.id, cmsPosts.categoryId))
      .where(where)
      .orderBy(desc(cmsPosts.updatedAt), desc(cmsPosts.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(cmsPosts)
      .where(where),
  ]);
  return { items: items as PostSummaryRow[], total: counted?.n ?? 0 };
}

/** The most recently changed posts (the CMS dashboard). */
export async function recentPosts(db: Db, limit: number): Promise<PostSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(cmsPosts)
    .leftJoin(cmsCategories, eq(cmsCategories.id, cmsPosts.categoryId))
    .orderBy(desc(cmsPosts.updatedAt), desc(cmsPosts.id))
    .limit(limit);
}

/** The whole post with its category and tags (by name), or null. */
export async function findPost(db: Tx, id: string): Promise<PostRow | null> {
  const [[row], tags] = await Promise.all([
    db
      .select({
        ...summaryColumns,
        content: cmsPosts.content,
        excerpt: cmsPosts.excerpt,
        featuredImageUrl: cmsPosts.featuredImageUrl,
        allowComments: cmsPosts.allowComments,
        metaTitle: cmsPosts.metaTitle,
        metaDescription: cmsPosts.metaDescription,
        metaKeywords: cmsPosts.metaKeywords,
        categoryId: cmsPosts.categoryId,
      })
      .from(cmsPosts)
      .leftJoin(cmsCategories, eq(cmsCategories.id, cmsPosts.categoryId))
      .where(eq(cmsPosts.id, id)),
    db
      .select({ id: cmsTags.id, name: cmsTags.name, slug: cmsTags.slug })
      .from(cmsPostTags)
      .innerJoin(cmsTags, eq(cmsTags.id, cmsPostTags.tagId))
      .where(eq(cmsPostTags.postId, id))
      .orderBy(asc(cmsTags.name), asc(cmsTags.id)),
  ]);
  return row ? { ...(row as Omit<PostRow, 'tags'>), tags } : null;
}
