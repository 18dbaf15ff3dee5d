import { eq, inArray } from 'drizzle-orm';
import { cmsCategories, cmsPostTags, cmsTags } from '../../db/schema/index.ts';
import type { Tx } from '../../domain/audit/staff-audit.ts';
import { CMS_LIMITS } from '../../../shared/cms/cms-contract.ts';
import { slugify } from '../../../shared/rules/slug.ts';
import { slugNeeded, tooManyTags, unknownCategory, unknownTags } from './content-refusals.ts';

/** A post's category and tags as a save names them: ids that must exist, and tags created by name. */

export async function ensureCategory(tx: Tx, categoryId: string | null) {
  if (!categoryId) return;
  const [found] = await tx
    .select({ id: cmsCategories.id })
    .from(cmsCategories)
    .where(eq(cmsCategories.id, categoryId));
  if (!found) throw unknownCategory();
}

/** Of these ids, the ones no tag has. */
export async function missingTags(tx: Tx, tagIds: readonly string[]): Promise<string[]> {
  if (tagIds.length === 0) return [];
  const found = await tx
    .select({ id: cmsTags.id })
    .from(cmsTags)
    .where(inArray(cmsTags.id, [...tagIds]));
  const existing = new Set(found.map((row) => row.id));
  return [...new Set(tagIds)].filter((id) => !existing.has(id));
}

/**
 * The tag ids a post will carry: the given ones (which must exist) and one per new name, whose slug
 * (the slug rule applied to the name) names an existing tag or a tag created now.
 */
export async function resolveTags(
  tx: Tx,
  tagIds: readonly string[],
  newTags: readonly string[],
  createdBy: string,
): Promise<string[]> {
  const missing = await missingTags(tx, tagIds);
  if (missing.length > 0) throw unknownTags(missing);
  const named = new Map<string, string>();
  for (const name of newTags) {
    const slug = slugify(name);
    if (!slug) throw slugNeeded('new_tags');
    if (!named.has(slug)) named.set(slug, name.trim());
  }
  let created: string[] = [];
  if (named.size > 0) {
    await tx
      .insert(cmsTags)
      .values([...named].map(([slug, name]) => ({ name, slug, createdBy })))
      .onConflictDoNothing({ target: cmsTags.slug });
    const rows = await tx
      .select({ id: cmsTags.id })
      .from(cmsTags)
      .where(inArray(cmsTags.slug, [...named.keys()]));
    created = rows.map((row) => row.id);
  }
  const all = [...new Set([...tagIds, ...created])];
  if (all.length > CMS_LIMITS.tagsPerPost) throw tooManyTags(CMS_LIMITS.tagsPerPost);
  return all;
}

/** The post carries exactly these tags. */
export async function replacePostTags(tx: Tx, postId: string, tagIds: readonly string[]) {
  await tx.delete(cmsPostTags).where(eq(cmsPostTags.postId, postId));
  if (tagIds.length > 0) await tx.insert(cmsPostTags).values(tagIds.map((tagId) => ({ postId, tagId })));
}
