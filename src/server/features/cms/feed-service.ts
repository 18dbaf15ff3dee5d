import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cmsPages, cmsPosts } from '../../db/schema/index.ts';
import { isoText } from '../../db/sql-text.ts';
import { pageIsPublic, postIsPublic } from './publication.ts';

/** The protocol's limit for one sitemap file. */
const SITEMAP_MAX = 50_000;

export type SitemapRow = { slug: string; lastmod: string };

/** Public posts and published pages with their last change, for /sitemap.xml (slugs and dates only). */
export async function sitemapRows(db: Db, now: Date): Promise<{ posts: SitemapRow[]; pages: SitemapRow[] }> {
  const [posts, pages] = await Promise.all([
    db
      .select({ slug: cmsPosts.slug, lastmod: isoText(sql`${cmsPosts.updatedAt}`).mapWith(String) })
      .from(cmsPosts)
      .where(postIsPublic(now))
      .orderBy(desc(cmsPosts.updatedAt))
      .limit(SITEMAP_MAX),
    db
      .select({ slug: cmsPages.slug, lastmod: isoText(sql`${cmsPages.updatedAt}`).mapWith(String) })
      .from(cmsPages)
      .where(and(pageIsPublic(), eq(cmsPages.isHomepage, false)))
      .orderBy(desc(cmsPages.updatedAt))
      .limit(SITEMAP_MAX),
  ]);
  return { posts, pages };
}
