import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isPgError, UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import { cmsCategories, cmsPosts } from '../../db/schema/index.ts';
import type { Tx } from '../../domain/audit/staff-audit.ts';
import type { Deps, Viewer } from '../../http/app-env.ts';
import { notFound } from '../../http/errors.ts';
import type { ZCategoryInput } from '../../../shared/cms/cms-contract.ts';
import { recordCmsAction } from './cms-audit.ts';
import { deleteTerm, termDetails } from './taxonomy-delete.ts';
import { announceCmsChange } from './cms-changes.ts';
import { slugTaken } from './content-refusals.ts';
import { ensureParent } from './content-tree.ts';
import type { CategoryRow } from './taxonomy-presenter.ts';
import { taxonomySlug } from './taxonomy-slug.ts';

/**
 * Blog categories (spec §3, §7 "cms_categories: list, insert"; issue 22 item 3): all of them at once
 * (an admin's list is small), by display order then name. A slug is unique; a category never sits
 * under itself or its own subcategories. Deleting one leaves its posts uncategorised and its
 * subcategories at the top level (foreign keys, set null).
 */

export type CategoryValues = z.output<typeof ZCategoryInput>;
type TaxonomyDeps = Pick<Deps, 'db' | 'bus' | 'clock'>;

const postCount = sql<number>`(select count(*)::int from ${cmsPosts}
  where ${cmsPosts.categoryId} = ${cmsCategories}.${sql.identifier('id')})`;

const categoryQuery = (db: Tx) =>
  db.select({ ...getTableColumns(cmsCategories), postCount }).from(cmsCategories);

export const listCategories = (db: Db): Promise<CategoryRow[]> =>
  categoryQuery(db).orderBy(
    asc(cmsCategories.displayOrder),
    asc(sql`lower(${cmsCategories.name})`),
    asc(cmsCategories.id),
  );

export async function findCategory(db: Tx, id: string): Promise<CategoryRow | null> {
  const [row] = await categoryQuery(db).where(eq(cmsCategories.id, id));
  return row ?? null;
}

/** Creates (id null) or replaces a category (404 when there is no such category). */
export async function saveCategory(
  deps: TaxonomyDeps,
  actor: Viewer,
  id: string | null,
  values: CategoryValues,
): Promise<CategoryRow> {
  const slug = taxonomySlug(values);
  const now = deps.clock.now();
  let saved: CategoryRow;
  try {
    saved = await deps.db.transaction(async (tx) => {
      if (id) {
        const [found] = await tx
          .select({ id: cmsCategories.id })
          .from(cmsCategories)
          .where(eq(cmsCategories.id, id))
          .for('update');
        if (!found) throw notFound('Category');
      }
      const [taken] = await tx
        .select({ id: cmsCategories.id })
        .from(cmsCategories)
        .where(eq(cmsCategories.slug, slug));
      if (taken && taken.id !== id) throw slugTaken('category');
      await ensureParent(tx, 'category', id, values.parent_id);
      const columns = {
        name: values.name,
        slug,
        description: values.description,
        parentId: values.parent_id,
        displayOrder: values.display_order,
        isActive: values.is_active,
        updatedAt: now,
      };
      let categoryId = id;
      if (categoryId) await tx.update(cmsCategories).set(columns).where(eq(cmsCategories.id, categoryId));
      else {
        const [created] = await tx
          .insert(cmsCategories)
          .values({ ...columns, createdBy: actor.id, createdAt: now })
          .returning({ id: cmsCategories.id });
        categoryId = created!.id;
      }
      const category = (await findCategory(tx, categoryId))!;
      const action = id ? 'category.updated' : 'category.created';
      await recordCmsAction(tx, actor, action, termDetails('category', category));
      return category;
    });
  } catch (error) {
    if (isPgError(error, UNIQUE_VIOLATION, 'cms_categories_slug_idx')) throw slugTaken('category');
    throw error;
  }
  await announceCmsChange(deps.bus);
  return saved;
}

/** False when there is no such category. */
export const deleteCategory = (deps: TaxonomyDeps, actor: Viewer, id: string): Promise<boolean> =>
  deleteTerm(deps, actor, 'category', id);
