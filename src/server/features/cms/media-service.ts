import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { containsPattern } from '../../db/sql-text.ts';
import { textArray } from '../../db/text-array.ts';
import { cmsMedia } from '../../db/schema/index.ts';
import type { Storage } from '../../infra/storage.ts';
import { MEDIA_LIMITS, type TMediaFile, type ZMediaListQuery } from '../../../shared/cms/media-contract.ts';
import type { TListPage } from '../../../shared/cms/cms-contract.ts';
import { recordCmsAction, type CmsActor } from './cms-audit.ts';
import {
  mediaDetails,
  mediaUrls,
  presentMediaFile,
  type MediaRow,
  type MediaUse,
} from './media-presenter.ts';

export type MediaListQuery = z.output<typeof ZMediaListQuery>;

/**
 * Which posts and pages use each file: their content or featured image holds the file's URL or a
 * variant's. One query for a whole page of files.
 */
export async function mediaUses(db: Db, storage: Storage, rows: readonly MediaRow[]) {
  const uses = new Map<string, MediaUse[]>(rows.map((r) => [r.id, []]));
  const pairs = rows.flatMap((row) => mediaUrls(storage, row).map((url) => ({ id: row.id, url })));
  if (pairs.length === 0) return uses;
  const ids = textArray(pairs.map((p) => p.id));
  const urls = textArray(pairs.map((p) => p.url));
  const result = await db.execute(sql`
    select distinct u.media_id, c.kind, c.id::text as id, c.title
    from unnest(${ids}, ${urls}) as u(media_id, url)
    join (
      select 'post' as kind, id, title, content, featured_image_url from cms_posts
      union all
      select 'page' as kind, id, title, content, featured_image_url from cms_pages
    ) c on strpos(c.content, u.url) > 0 or strpos(coalesce(c.featured_image_url, ''), u.url) > 0
    order by c.kind desc, c.title`);
  for (const row of rowsOf<{ media_id: string; kind: 'post' | 'page'; id: string; title: string }>(result))
    uses.get(row.media_id)?.push({ kind: row.kind, id: row.id, title: row.title });
  return uses;
}

export async function presentWithUses(db: Db, storage: Storage, rows: MediaRow[]): Promise<TMediaFile[]> {
  const uses = await mediaUses(db, storage, rows);
  return rows.map((row) => presentMediaFile(storage, row, uses.get(row.id) ?? []));
}

/** One page of the library, newest first: search in the original name and alt text, type filter. */
export async function listMedia(
  db: Db,
  storage: Storage,
  query: MediaListQuery,
): Promise<TListPage<TMediaFile>> {
  const filters: SQL[] = [];
  if (query.type !== 'all') filters.push(eq(cmsMedia.fileType, query.type));
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(
      or(
        sql`lower(${cmsMedia.originalName}) like ${pattern}`,
        sql`lower(coalesce(${cmsMedia.altText}, '')) like ${pattern}`,
      )!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const pageSize = MEDIA_LIMITS.pageSize;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(cmsMedia)
      .where(where)
      .orderBy(desc(cmsMedia.createdAt), desc(cmsMedia.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(cmsMedia).where(where),
  ]);
  return {
    items: await presentWithUses(db, storage, rows),
    total: totals[0]?.n ?? 0,
    page: query.page,
    page_size: pageSize,
  };
}

export async function findMediaRow(db: Db, id: string): Promise<MediaRow | null> {
  const [row] = await db.select().from(cmsMedia).where(eq(cmsMedia.id, id));
  return row ?? null;
}

export async function findMedia(db: Db, storage: Storage, id: string): Promise<TMediaFile | null> {
  const row = await findMediaRow(db, id);
  return row ? ((await presentWithUses(db, storage, [row]))[0] ?? null) : null;
}

/** null when no file has this id. */
export async function updateMediaAlt(
  db: Db,
  storage: Storage,
  id: string,
  altText: string | null,
  actor: CmsActor,
) {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ altText: cmsMedia.altText })
      .from(cmsMedia)
      .where(eq(cmsMedia.id, id))
      .for('update');
    if (!before) return null;
    const [saved] = await tx.update(cmsMedia).set({ altText }).where(eq(cmsMedia.id, id)).returning();
    await recordCmsAction(tx, actor, 'media.updated', {
      ...mediaDetails(saved!),
      before: { alt_text: before.altText },
      after: { alt_text: altText },
    });
    return saved!;
  });
  return row ? ((await presentWithUses(db, storage, [row]))[0] ?? null) : null;
}

export type MediaDeleteOutcome =
  { kind: 'deleted' } | { kind: 'not-found' } | { kind: 'in-use'; usedBy: MediaUse[] };

/**
 * Deletes the row, then the stored original and variants; a file in use only when `force` (the audit
 * record names what used it, so a forced delete can be traced to the pages it took an image off).
 */
export async function deleteMedia(
  db: Db,
  storage: Storage,
  id: string,
  force: boolean,
  actor: CmsActor,
): Promise<MediaDeleteOutcome> {
  const row = await findMediaRow(db, id);
  if (!row) return { kind: 'not-found' };
  const usedBy = (await mediaUses(db, storage, [row])).get(row.id) ?? [];
  if (usedBy.length && !force) return { kind: 'in-use', usedBy };
  const deleted = await db.transaction(async (tx) => {
    const [gone] = await tx.delete(cmsMedia).where(eq(cmsMedia.id, id)).returning();
    if (gone) {
      const forced = { forced: usedBy.length > 0, used_by: usedBy };
      await recordCmsAction(tx, actor, 'media.deleted', { ...mediaDetails(gone), ...forced });
    }
    return gone;
  });
  if (!deleted) return { kind: 'not-found' };
  await Promise.all(
    [deleted.storageKey, ...deleted.variants.map((v) => v.key)].map((key) => storage.remove(key)),
  );
  return { kind: 'deleted' };
}
