import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { cmsPages } from '../../db/schema/index.ts';
import type { Viewer } from '../../http/app-env.ts';
import type { ZPageInput } from '../../../shared/cms/cms-contract.ts';
import { deleteContent, saveContent, type ContentDeps } from './content-save.ts';
import { ensureParent } from './content-tree.ts';
import { cleanContent, pagePublishDate } from './content-values.ts';
import { pageSnapshot } from './page-presenter.ts';
import { findPage, type PageRow } from './page-queries.ts';

/**
 * Writing pages (issue 22 item 1; spec §4, §5, §7) through the flow posts share (content-save.ts). A
 * page's parent exists and is never the page or one of its subpages; at most one page is the homepage
 * (marking one unmarks the others).
 */

export type PageValues = z.output<typeof ZPageInput>;

/** Creates (id null) or replaces a page (404 when there is no page with this id). */
export async function savePage(
  deps: ContentDeps,
  actor: Viewer,
  id: string | null,
  values: PageValues,
  restoredFrom?: string,
): Promise<PageRow> {
  const content = cleanContent(values.content);
  return saveContent(
    deps,
    actor,
    { kind: 'page', id, slug: values.slug, restoredFrom },
    {
      // Two pages marked the homepage at once would each unmark only the other's old value.
      lockFirst: async (tx) => {
        if (values.is_homepage) await tx.execute(sql`lock table ${cmsPages} in share row exclusive mode`);
      },
      columns: (before, now) => ({
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
      }),
      write: async (tx, pageId, columns, now) => {
        await ensureParent(tx, 'page', pageId, values.parent_id);
        let savedId = pageId;
        if (savedId) await tx.update(cmsPages).set(columns).where(eq(cmsPages.id, savedId));
        else {
          const [created] = await tx
            .insert(cmsPages)
            .values({ ...columns, createdBy: actor.id, createdAt: now })
            .returning({ id: cmsPages.id });
          savedId = created!.id;
        }
        if (values.is_homepage) {
          await tx
            .update(cmsPages)
            .set({ isHomepage: false, updatedAt: now })
            .where(and(eq(cmsPages.isHomepage, true), ne(cmsPages.id, savedId)));
        }
        return savedId;
      },
      find: findPage,
      snapshot: pageSnapshot,
    },
  );
}

/**
 * Deletes the page with its former addresses and revisions; its subpages move to the top level and
 * menu items linking to it lose the link (foreign keys, set null). False when there is no such page.
 */
export const deletePage = (deps: ContentDeps, actor: Viewer, id: string): Promise<boolean> =>
  deleteContent(deps, actor, 'page', id, findPage);
