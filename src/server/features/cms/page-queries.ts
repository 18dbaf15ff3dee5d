import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cmsPages } from '../../db/schema/index.ts';
import type { Tx } from '../../domain/audit/staff-audit.ts';
import { offsetOf, searchWhere, type TContentListQuery } from './content-list.ts';

/** Reading pages for the admin (spec §7 "cms_pages: list by display_order ascending"). */

const summaryColumns = {
  id: cmsPages.id,
  title: cmsPages.title,
  slug: cmsPages.slug,
  status: cmsPages.status,
  template: cmsPages.template,
  parentId: cmsPages.parentId,
  displayOrder: cmsPages.displayOrder,
  isHomepage: cmsPages.isHomepage,
  showInMenu: cmsPages.showInMenu,
  publishedAt: cmsPages.publishedAt,
  updatedAt: cmsPages.updatedAt,
  createdAt: cmsPages.createdAt,
};

export type PageSummaryRow = Pick<typeof cmsPages.$inferSelect, keyof typeof summaryColumns>;
export type PageRow = typeof cmsPages.$inferSelect;

/** One page of pages by display order, then title; `total` counts every match. */
export async function listPages(db: Db, query: TContentListQuery) {
  const where = and(
    searchWhere(cmsPages.title, cmsPages.slug, query.search),
    query.status === 'all' ? undefined : eq(cmsPages.status, query.status),
  );
  const [items, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(cmsPages)
      .where(where)
      .orderBy(asc(cmsPages.displayOrder), asc(sql`lower(${cmsPages.title})`), asc(cmsPages.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(cmsPages)
      .where(where),
  ]);
  return { items: items as PageSummaryRow[], total: counted?.n ?? 0 };
}

/** The most recently changed pages (the CMS dashboard). */
export async function recentPages(db: Db, limit: number): Promise<PageSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(cmsPages)
    .orderBy(desc(cmsPages.updatedAt), desc(cmsPages.id))
    .limit(limit);
}

export async function findPage(db: Tx, id: string): Promise<PageRow | null> {
  const [row] = await db.select().from(cmsPages).where(eq(cmsPages.id, id));
  return row ?? null;
}
