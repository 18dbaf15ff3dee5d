import { and, asc, desc, eq, exists, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cmsCategories,
  cmsPosts,
  cmsPostTags,
  cmsSlugRedirects,
  cmsTags,
  postSearchText,
} from '../../db/schema/index.ts';
import { containsPattern, isoText } from '../../db/sql-text.ts';
import { BLOG_FEATURED_MAX } from '../../../shared/cms/blog-contract.ts';
import type { TBlogListParams } from '../../../shared/cms/blog-query.ts';
import type { TSiteSettings } from '../../../shared/cms/settings-contract.ts';
import { postIsPublic } from './publication.ts';

const shownAt = sql`coalesce(${cmsPosts.publishedAt}, ${cmsPosts.createdAt})`;

/** Enough of a post's text for the 150-character excerpt of a card, whatever the whitespace. */
const CARD_TEXT_LENGTH = 400;

/** What a card needs (one row per post): its text's start and word count, never the whole content. */
const CARD_COLUMNS = {
  id: cmsPosts.id,
  slug: cmsPosts.slug,
  title: cmsPosts.title,
  excerpt: cmsPosts.excerpt,
  textStart: sql<string>`left(${cmsPosts.plainText}, ${sql.raw(String(CARD_TEXT_LENGTH))})`,
  wordCount: cmsPosts.wordCount,
  featuredImageUrl: cmsPosts.featuredImageUrl,
  isFeatured: cmsPosts.isFeatured,
  publishedAt: isoText(shownAt).mapWith(String),
  categoryName: cmsCategories.name,
  categorySlug: cmsCategories.slug,
};

const POST_COLUMNS = {
  ...CARD_COLUMNS,
  content: cmsPosts.content,
  metaTitle: cmsPosts.metaTitle,
  metaDescription: cmsPosts.metaDescription,
  metaKeywords: cmsPosts.metaKeywords,
  updatedAt: isoText(sql`${cmsPosts.updatedAt}`).mapWith(String),
};

export type BlogCardRow = {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  textStart: string;
  wordCount: number;
  featuredImageUrl: string | null;
  isFeatured: boolean;
  publishedAt: string;
  categoryName: string | null;
  categorySlug: string | null;
};

export type BlogPostRow = BlogCardRow & {
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  updatedAt: string;
};

/**
 * Title, excerpt or text contains the words, case-insensitive, wildcards taken literally: the text
 * is stored at save (tags out), and the trigram index on the same expression answers the LIKE.
 */
const searchMatches = (search: string): SQL =>
  sql`${postSearchText(cmsPosts)} like ${containsPattern(search)}`;

function cards(db: Db, where: SQL | undefined, limit: number, offset = 0): Promise<BlogCardRow[]> {
  return db
    .select(CARD_COLUMNS)
    .from(cmsPosts)
    .leftJoin(cmsCategories, eq(cmsCategories.id, cmsPosts.categoryId))
    .where(where)
    .orderBy(desc(shownAt), desc(cmsPosts.id))
    .limit(limit)
    .offset(offset);
}

/** Active categories that have at least one public post, in their display order. */
function categoriesWithPosts(db: Db, now: Date) {
  const hasPublicPost = db
    .select({ one: sql`1` })
    .from(cmsPosts)
    .where(and(eq(cmsPosts.categoryId, cmsCategories.id), postIsPublic(now)));
  return db
    .select({ name: cmsCategories.name, slug: cmsCategories.slug })
    .from(cmsCategories)
    .where(and(eq(cmsCategories.isActive, true), exists(hasPublicPost)))
    .orderBy(asc(cmsCategories.displayOrder), asc(cmsCategories.name));
}

export type BlogListRows = {
  featured: BlogCardRow[];
  posts: BlogCardRow[];
  total: number;
  pageSize: number;
  categories: { name: string; slug: string }[];
};

/**
 * One page of the public blog (spec §2): featured posts (at most 3, unfiltered lists only, when the
 * setting shows them) are left out of the rest on every page, so paging never repeats them.
 */
export async function listBlog(
  db: Db,
  now: Date,
  settings: TSiteSettings,
  params: TBlogListParams,
): Promise<BlogListRows> {
  const filtered = Boolean(params.search || params.category);
  const filters: SQL[] = [postIsPublic(now)];
  if (params.search) filters.push(searchMatches(params.search));
  if (params.category) filters.push(eq(cmsCategories.slug, params.category));
  const featured =
    !filtered && settings.show_featured_posts
      ? await cards(db, and(postIsPublic(now), eq(cmsPosts.isFeatured, true)), BLOG_FEATURED_MAX)
      : [];
  if (featured.length)
    filters.push(
      notInArray(
        cmsPosts.id,
        featured.map((post) => post.id),
      ),
    );
  const where = and(...filters);
  const pageSize = settings.posts_per_page;
  const [posts, counted, categories] = await Promise.all([
    cards(db, where, pageSize, (params.page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(cmsPosts)
      .leftJoin(cmsCategories, eq(cmsCategories.id, cmsPosts.categoryId))
      .where(where),
    categoriesWithPosts(db, now),
  ]);
  return {
    featured: params.page === 1 ? featured : [],
    posts,
    total: (counted[0]?.total ?? 0) + featured.length,
    pageSize,
    categories,
  };
}

export type PostLookup =
  | { kind: 'found'; post: BlogPostRow; tags: { name: string; slug: string }[] }
  | { kind: 'moved'; slug: string }
  | { kind: 'missing' };

/** A public post by slug; a former slug of a public post answers where it moved (spec: 301). */
export async function findPublicPost(db: Db, now: Date, slug: string): Promise<PostLookup> {
  const [post] = await db
    .select(POST_COLUMNS)
    .from(cmsPosts)
    .leftJoin(cmsCategories, eq(cmsCategories.id, cmsPosts.categoryId))
    .where(and(eq(cmsPosts.slug, slug), postIsPublic(now)))
    .limit(1);
  if (post) {
    const tags = await db
      .select({ name: cmsTags.name, slug: cmsTags.slug })
      .from(cmsPostTags)
      .innerJoin(cmsTags, eq(cmsTags.id, cmsPostTags.tagId))
      .where(eq(cmsPostTags.postId, post.id))
      .orderBy(asc(cmsTags.name));
    return { kind: 'found', post, tags };
  }
  const [moved] = await db
    .select({ slug: cmsPosts.slug })
    .from(cmsSlugRedirects)
    .innerJoin(cmsPosts, eq(cmsPosts.id, cmsSlugRedirects.itemId))
    .where(and(eq(cmsSlugRedirects.kind, 'post'), eq(cmsSlugRedirects.oldSlug, slug), postIsPublic(now)))
    .limit(1);
  return moved && moved.slug !== slug ? { kind: 'moved', slug: moved.slug } : { kind: 'missing' };
}

/** One more view, in one statement (concurrent views never lose a count). */
export async function countPostView(db: Db, postId: string): Promise<void> {
  await db
    .update(cmsPosts)
    .set({ viewCount: sql`${cmsPosts.viewCount} + 1` })
    .where(eq(cmsPosts.id, postId));
}

/** The latest public posts (feeds). */
export function latestPosts(db: Db, now: Date, limit: number): Promise<BlogPostRow[]> {
  return db
    .select(POST_COLUMNS)
    .from(cmsPosts)
    .leftJoin(cmsCategories, eq(cmsCategories.id, cmsPosts.categoryId))
    .where(postIsPublic(now))
    .orderBy(desc(shownAt), desc(cmsPosts.id))
    .limit(limit);
}
