import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isPgError, UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import { cmsPages } from '../../db/schema/index.ts';
import { recordStaffAction, type Tx } from '../../domain/audit/staff-audit.ts';
import type { Deps, Viewer } from '../../http/app-env.ts';
import { notFound } from '../../http/errors.ts';
import type { ZPageInput } from '../../../shared/cms/cms-contract.ts';
import { announceCmsChange } from './cms-changes.ts';
import { slugTaken } from './content-refusals.ts';
import { ensureSlugFree, forgetRedirects, settleSlug, SLUG_INDEX } from './content-slugs.ts';
import { ensureParent } from './content-tree.ts';
import { cleanContent, pagePublishDate } from './content-values.ts';
import { pageSnapshot } from './page-presenter.ts';
import { findPage, type PageRow } from './page-queries.ts';
import { forgetRevisions, recordRevision } from './revision-store.ts';

/**
 * Writing pages (issue 22 item 1; spec §4, §5, §7). Like posts (post-service.ts): one transaction per
 * save with its redirect, revision and audit record. A page's parent exists and is never the page or
 * one of its subpages; at most one page is the homepage (marking one unmarks the others).
 */

export type PageValues = z.output<typeof ZPageInput>;
type ContentDeps = Pick<Deps, 'db' | 'clock' | 'bus'>;

const lockPage = async (tx: Tx, id: string) => {
  const [row] = await tx
    .select({ slug: cmsPages.slug, status: cmsPages.status, publishedAt: cmsPages.publishedAt })
    .from(cmsPages)
    .where(eq(cmsPages.id, id))
    .for('update');
  return row ?? null;
};

const auditOf = (actor: Viewer, action: string, page: PageRow, more: Record<string, unknown> = {}) => ({
  actor: { id: actor.id, email: actor.email },
  action,
  details: { page_id: page.id, title: page.title, slug: page.slug, status: page.status, ...more },
});

/** Creates (id null) or replaces a page (404 when there is no page with this id). */
export async function savePage(
  deps: ContentDeps,
  actor: Viewer,
  id: string | null,
  values: PageValues,
  restoredFrom?: string,
): Promise<PageRow> {
  const content = cleanContent(values.content);
  const now = deps.clock.now();
  let saved: PageRow;
  try {
    saved = await deps.db.transaction(async (tx) => {
      // Two pages marked the homepage at once would each unmark only the other's old value.
      if (values.is_homepage) await tx.execute(sql`lock table ${cmsPages} in share row exclusive mode`);
      const before = id ? await lockPage(tx, id) : null;
      if (id && !before) throw notFound('Page');
      await ensureSlugFree(tx, 'page', values.slug, id);
      await ensureParent(tx, 'page', id, values.parent_id);
      const columns = {
        title: values.title,
        slug: values.slug,
        content,
        excerpt: values.excerpt,
        featuredImageUrl: values.featured_image_url,
        parentId: values.parent_id,
        template: values.template,
        status: values.status,
        publishedAt: pagePublishDate(values, before, now),
        metaTitle: values.meta_title,
        metaDescription: values.meta_description,
        metaKeywords: values.meta_keywords,
        displayOrder: values.display_order,
        isHomepage: values.is_homepage,
        showInMenu: values.show_in_menu,
        updatedBy: actor.id,
        updatedAt: now,
      };
      let pageId = id;
      if (pageId) await tx.update(cmsPages).set(columns).where(eq(cmsPages.id, pageId));
      else {
        const [created] = await tx
          .insert(cmsPages)
          .values({ ...columns, createdBy: actor.id, createdAt: now })
          .returning({ id: cmsPages.id });
        pageId = created!.id;
      }
      if (values.is_homepage) {
        await tx
          .update(cmsPages)
          .set({ isHomepage: false, updatedAt: now })
          .where(and(eq(cmsPages.isHomepage, true), ne(cmsPages.id, pageId)));
      }
      await settleSlug(tx, 'page', pageId, before, values.slug, now);
      const page = (await findPage(tx, pageId))!;
      await recordRevision(
        tx,
        { kind: 'page', itemId: pageId, title: page.title, snapshot: pageSnapshot(page) },
        { userId: actor.id, at: now },
      );
      const restored = restoredFrom ? { restored_revision_id: restoredFrom } : {};
      await recordStaffAction(tx, auditOf(actor, id ? 'page.updated' : 'page.created', page, restored));
      return page;
    });
  } catch (error) {
    if (isPgError(error, UNIQUE_VIOLATION, SLUG_INDEX.page)) throw slugTaken('page');
    throw error;
  }
  await announceCmsChange(deps.bus);
  return saved;
}

/**
 * Deletes the page with its former addresses and revisions; its subpages move to the top level and
 * menu items linking to it lose the link (foreign keys, set null). False when there is no such page.
 */
export async function deletePage(deps: ContentDeps, actor: Viewer, id: string): Promise<boolean> {
  const deleted = await deps.db.transaction(async (tx) => {
    const page = await findPage(tx, id);
    if (!page) return false;
    await tx.delete(cmsPages).where(eq(cmsPages.id, id));
    await forgetRedirects(tx, 'page', id);
    await forgetRevisions(tx, 'page', id);
    await recordStaffAction(tx, auditOf(actor, 'page.deleted', page));
    return true;
  });
  if (deleted) await announceCmsChange(deps.bus);
  return deleted;
}
