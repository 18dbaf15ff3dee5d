import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cmsPages, cmsSlugRedirects } from '../../db/schema/index.ts';
import { isoText } from '../../db/sql-text.ts';
import { pageIsPublic } from './publication.ts';

export type PublicPageRow = {
  id: string;
  slug: string;
  title: string;
  content: string;
  excerpt: string | null;
  featuredImageUrl: string | null;
  template: string;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  updatedAt: string;
};

export type PageLookup =
  { kind: 'found'; page: PublicPageRow } | { kind: 'moved'; slug: string } | { kind: 'missing' };

/** A published CMS page by slug; a former slug of a published page answers where it moved (301). */
export async function findPublicPage(db: Db, slug: string): Promise<PageLookup> {
  const [page] = await db
    .select({
      id: cmsPages.id,
      slug: cmsPages.slug,
      title: cmsPages.title,
      content: cmsPages.content,
      excerpt: cmsPages.excerpt,
      featuredImageUrl: cmsPages.featuredImageUrl,
      template: cmsPages.template,
      metaTitle: cmsPages.metaTitle,
      metaDescription: cmsPages.metaDescription,
      metaKeywords: cmsPages.metaKeywords,
      updatedAt: isoText(sql`${cmsPages.updatedAt}`).mapWith(String),
    })
    .from(cmsPages)
    .where(and(eq(cmsPages.slug, slug), pageIsPublic()))
    .limit(1);
  if (page) return { kind: 'found', page };
  const [moved] = await db
    .select({ slug: cmsPages.slug })
    .from(cmsSlugRedirects)
    .innerJoin(cmsPages, eq(cmsPages.id, cmsSlugRedirects.itemId))
    .where(and(eq(cmsSlugRedirects.kind, 'page'), eq(cmsSlugRedirects.oldSlug, slug), pageIsPublic()))
    .limit(1);
  return moved && moved.slug !== slug ? { kind: 'moved', slug: moved.slug } : { kind: 'missing' };
}
