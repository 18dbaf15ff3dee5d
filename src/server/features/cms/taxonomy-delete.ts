import { eq } from 'drizzle-orm';
import { cmsCategories, cmsTags } from '../../db/schema/index.ts';
import type { Deps, Viewer } from '../../http/app-env.ts';
import { recordCmsAction } from './cms-audit.ts';
import { announceCmsChange } from './cms-changes.ts';
import type { TaxonomyKind } from './content-refusals.ts';

/** What the audit trail keeps of a category or tag. */
export const termDetails = (kind: TaxonomyKind, row: { id: string; name: string; slug: string }) => ({
  [`${kind}_id`]: row.id,
  name: row.name,
  slug: row.slug,
});

/**
 * Deletes a category or tag with its audit record; what pointed at it follows the foreign keys (see
 * category-service.ts, tag-service.ts). False when there is no such one.
 */
export async function deleteTerm(
  deps: Pick<Deps, 'db' | 'bus'>,
  actor: Viewer,
  kind: TaxonomyKind,
  id: string,
): Promise<boolean> {
  const deleted = await deps.db.transaction(async (tx) => {
    const [row] =
      kind === 'category'
        ? await tx.delete(cmsCategories).where(eq(cmsCategories.id, id)).returning()
        : await tx.delete(cmsTags).where(eq(cmsTags.id, id)).returning();
    if (row) await recordCmsAction(tx, actor, `${kind}.deleted`, termDetails(kind, row));
    return row !== undefined;
  });
  if (deleted) await announceCmsChange(deps.bus);
  return deleted;
}
