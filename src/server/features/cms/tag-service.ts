import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isPgError, UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import { cmsPostTags, cmsTags } from '../../db/schema/index.ts';
import type { Tx } from '../../domain/audit/staff-audit.ts';
import type { Deps, Viewer } from '../../http/app-env.ts';
import { notFound } from '../../http/errors.ts';
import type { ZTagInput } from '../../../shared/cms/cms-contract.ts';
import { recordCmsAction } from './cms-audit.ts';
import { deleteTerm, termDetails } from './taxonomy-delete.ts';
import { announceCmsChange } from './cms-changes.ts';
import { slugTaken } from './content-refusals.ts';
import type { TagRow } from './taxonomy-presenter.ts';
import { taxonomySlug } from './taxonomy-slug.ts';

/**
 * Blog tags (spec §3, §7 "cms_tags: list by name; insert"; issue 22 item 3): all at once, by name,
 * slug unique. Deleting a tag takes it off its posts (foreign key, cascade).
 */

export type TagValues = z.output<typeof ZTagInput>;
type TaxonomyDeps = Pick<Deps, 'db' | 'bus'>;

const postCount = sql<number>`(select count(*)::int from ${cmsPostTags}
  where ${cmsPostTags.tagId} = ${cmsTags}.${sql.identifier('id')})`;

const tagQuery = (db: Tx) => db.select({ ...getTableColumns(cmsTags), postCount }).from(cmsTags);

export const listTags = (db: Db): Promise<TagRow[]> =>
  tagQuery(db).orderBy(asc(sql`lower(${cmsTags.name})`), asc(cmsTags.id));

export async function findTag(db: Tx, id: string): Promise<TagRow | null> {
  const [row] = await tagQuery(db).where(eq(cmsTags.id, id));
  return row ?? null;
}

/** Creates (id null) or replaces a tag (404 when there is no such tag). */
export async function saveTag(
  deps: TaxonomyDeps,
  actor: Viewer,
  id: string | null,
  values: TagValues,
): Promise<TagRow> {
  const slug = taxonomySlug(values);
  let saved: TagRow;
  try {
    saved = await deps.db.transaction(async (tx) => {
      if (id && !(await findTag(tx, id))) throw notFound('Tag');
      const [taken] = await tx.select({ id: cmsTags.id }).from(cmsTags).where(eq(cmsTags.slug, slug));
      if (taken && taken.id !== id) throw slugTaken('tag');
      const columns = { name: values.name, slug, description: values.description };
      let tagId = id;
      if (tagId) await tx.update(cmsTags).set(columns).where(eq(cmsTags.id, tagId));
      else {
        const [created] = await tx
          .insert(cmsTags)
          .values({ ...columns, createdBy: actor.id })
          .returning({ id: cmsTags.id });
        tagId = created!.id;
      }
      const tag = (await findTag(tx, tagId))!;
      await recordCmsAction(tx, actor, id ? 'tag.updated' : 'tag.created', termDetails('tag', tag));
      return tag;
    });
  } catch (error) {
    if (isPgError(error, UNIQUE_VIOLATION, 'cms_tags_slug_idx')) throw slugTaken('tag');
    throw error;
  }
  await announceCmsChange(deps.bus);
  return saved;
}

/** False when there is no such tag. */
export const deleteTag = (deps: TaxonomyDeps, actor: Viewer, id: string): Promise<boolean> =>
  deleteTerm(deps, actor, 'tag', id);
