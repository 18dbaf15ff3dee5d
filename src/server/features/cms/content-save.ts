import { eq } from 'drizzle-orm';
import { isPgError, UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import { cmsPages, cmsPosts } from '../../db/schema/index.ts';
import type { Tx } from '../../domain/audit/staff-audit.ts';
import type { Deps, Viewer } from '../../http/app-env.ts';
import { notFound } from '../../http/errors.ts';
import { recordCmsAction } from './cms-audit.ts';
import { announceCmsChange } from './cms-changes.ts';
import { slugTaken, type ContentKind } from './content-refusals.ts';
import { ensureSlugFree, forgetRedirects, settleSlug, SLUG_INDEX } from './content-slugs.ts';
import { forgetRevisions, recordRevision } from './revision-store.ts';

/**
 * The save and delete flow posts and pages share (issue 22 item 1; spec §4, §7). A save is one
 * transaction: the item, its old address kept as a redirect, a revision and the audit record commit
 * together, or a refusal (content-refusals.ts) leaves nothing. Visitors' cached pages are dropped after it.
 */

export type ContentDeps = Pick<Deps, 'db' | 'clock' | 'bus'>;
type ContentRow = { id: string; title: string; slug: string; status: string };
export type StoredItem = { slug: string; status: string; publishedAt: Date | null };

const tableOf = { post: cmsPosts, page: cmsPages } as const;
const labelOf = { post: 'Post', page: 'Page' } as const;

/** What differs per kind: its columns, the rows that go with it, how it is read back and kept as a revision. */
export type ContentSteps<Row extends ContentRow, Columns> = {
  /** Before the item's row is locked (a page marked the homepage locks the whole table). */
  lockFirst?: (tx: Tx) => Promise<void>;
  /** The row's columns from the input and the stored item (null for a new one); may refuse. */
  columns: (before: StoredItem | null, now: Date) => Columns;
  /** Checks what the columns point at, writes the row and what belongs to it; answers the item's id. */
  write: (tx: Tx, id: string | null, columns: Columns, now: Date) => Promise<string>;
  find: (tx: Tx, id: string) => Promise<Row | null>;
  snapshot: (row: Row) => Record<string, unknown>;
};

type Target = { kind: ContentKind; id: string | null; slug: string; restoredFrom?: string };

async function lockItem(tx: Tx, kind: ContentKind, id: string): Promise<StoredItem | null> {
  const table = tableOf[kind];
  const [row] = await tx
    .select({ slug: table.slug, status: table.status, publishedAt: table.publishedAt })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  return row ?? null;
}

const detailsOf = (kind: ContentKind, item: ContentRow) => ({
  [`${kind}_id`]: item.id,
  title: item.title,
  slug: item.slug,
  status: item.status,
});

/**
 * Creates (id null) or replaces an item (404 when there is no such item). `restoredFrom`: the
 * revision a restore applies (said in the audit record).
 */
export async function saveContent<Row extends ContentRow, Columns>(
  deps: ContentDeps,
  actor: Viewer,
  target: Target,
  steps: ContentSteps<Row, Columns>,
): Promise<Row> {
  const { kind, id, slug, restoredFrom } = target;
  const now = deps.clock.now();
  let saved: Row;
  try {
    saved = await deps.db.transaction(async (tx) => {
      await steps.lockFirst?.(tx);
      const before = id ? await lockItem(tx, kind, id) : null;
      if (id && !before) throw notFound(labelOf[kind]);
      const columns = steps.columns(before, now);
      await ensureSlugFree(tx, kind, slug, id);
      const itemId = await steps.write(tx, id, columns, now);
      await settleSlug(tx, kind, itemId, before, slug, now);
      const item = (await steps.find(tx, itemId))!;
      await recordRevision(
        tx,
        { kind, itemId, title: item.title, snapshot: steps.snapshot(item) },
        { userId: actor.id, at: now },
      );
      const restored = restoredFrom ? { restored_revision_id: restoredFrom } : {};
      const action = id ? (`${kind}.updated` as const) : (`${kind}.created` as const);
      await recordCmsAction(tx, actor, action, { ...detailsOf(kind, item), ...restored });
      return item;
    });
  } catch (error) {
    // Two saves raced for the slug: the check passed for both, the unique index refused one.
    if (isPgError(error, UNIQUE_VIOLATION, SLUG_INDEX[kind])) throw slugTaken(kind);
    throw error;
  }
  await announceCmsChange(deps.bus);
  return saved;
}

/** Deletes the item with its former addresses and revisions (the rest by foreign keys); false when none. */
export async function deleteContent<Row extends ContentRow>(
  deps: ContentDeps,
  actor: Viewer,
  kind: ContentKind,
  id: string,
  find: (tx: Tx, id: string) => Promise<Row | null>,
): Promise<boolean> {
  const deleted = await deps.db.transaction(async (tx) => {
    const item = await find(tx, id);
    if (!item) return false;
    if (kind === 'post') await tx.delete(cmsPosts).where(eq(cmsPosts.id, id));
    else await tx.delete(cmsPages).where(eq(cmsPages.id, id));
    await forgetRedirects(tx, kind, id);
    await forgetRevisions(tx, kind, id);
    await recordCmsAction(tx, actor, `${kind}.deleted`, detailsOf(kind, item));
    return true;
  });
  if (deleted) await announceCmsChange(deps.bus);
  return deleted;
}
