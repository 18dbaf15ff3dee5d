import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fieldsFromIssues, ApiError, notFound } from '../../http/errors.ts';
import { cmsCategories, cmsPages, cmsPosts } from '../../db/schema/index.ts';
import type { Deps, Viewer } from '../../http/app-env.ts';
import { ZPageInput, ZPostInput, type TRevision } from '../../../shared/cms/cms-contract.ts';
import type { ContentKind } from './content-refusals.ts';
import { missingTags } from './post-taxonomy.ts';
import { savePage } from './page-service.ts';
import { savePost } from './post-service.ts';
import { findRevisionSnapshot, listRevisions } from './revision-store.ts';

/**
 * A post's or page's revisions (revision-store.ts) and their restore: the snapshot is applied as a
 * save (validated again, its slug checked, sanitised) and that save records a revision of its own, so
 * a restore can itself be undone. What the snapshot refers to and was deleted since (its category,
 * tags, parent page) is left out rather than making the revision impossible to restore.
 */

const tables = { post: cmsPosts, page: cmsPages } as const;
const things = { post: 'Post', page: 'Page' } as const;

async function exists(db: Db, kind: ContentKind, id: string) {
  const table = tables[kind];
  return (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
}

/** Newest first; 404 when there is no such item. */
export async function itemRevisions(db: Db, kind: ContentKind, id: string): Promise<TRevision[]> {
  if (!(await exists(db, kind, id))) throw notFound(things[kind]);
  return listRevisions(db, kind, id);
}

async function loadSnapshot(db: Db, kind: ContentKind, id: string, revisionId: string) {
  if (!(await exists(db, kind, id))) throw notFound(things[kind]);
  const snapshot = await findRevisionSnapshot(db, kind, id, revisionId);
  if (!snapshot) throw notFound('Revision');
  return snapshot;
}

const invalidRevision = (issues: Parameters<typeof fieldsFromIssues>[0]) =>
  new ApiError(400, 'VALIDATION_FAILED', 'This revision is no longer valid.', fieldsFromIssues(issues));

export async function restorePostRevision(deps: Deps, actor: Viewer, id: string, revisionId: string) {
  const snapshot = await loadSnapshot(deps.db, 'post', id, revisionId);
  const parsed = ZPostInput.safeParse(snapshot);
  if (!parsed.success) throw invalidRevision(parsed.error.issues);
  const values = parsed.data;
  const gone = new Set(await missingTags(deps.db, values.tag_ids));
  const categoryKept =
    values.category_id &&
    (
      await deps.db
        .select({ id: cmsCategories.id })
        .from(cmsCategories)
        .where(eq(cmsCategories.id, values.category_id))
    ).length > 0;
  return savePost(
    deps,
    actor,
    id,
    {
      ...values,
      category_id: categoryKept ? values.category_id : null,
      tag_ids: values.tag_ids.filter((tag) => !gone.has(tag)),
    },
    revisionId,
  );
}

export async function restorePageRevision(deps: Deps, actor: Viewer, id: string, revisionId: string) {
  const snapshot = await loadSnapshot(deps.db, 'page', id, revisionId);
  const parsed = ZPageInput.safeParse(snapshot);
  if (!parsed.success) throw invalidRevision(parsed.error.issues);
  const values = parsed.data;
  const parentKept = values.parent_id !== null && (await exists(deps.db, 'page', values.parent_id));
  return savePage(
    deps,
    actor,
    id,
    { ...values, parent_id: parentKept ? values.parent_id : null },
    revisionId,
  );
}
