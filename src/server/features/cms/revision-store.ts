import { and, desc, eq, sql } from 'drizzle-orm';
import { cmsRevisions, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../domain/audit/staff-audit.ts';
import { CMS_LIMITS, type TRevision } from '../../../shared/cms/cms-contract.ts';
import type { ContentKind } from './content-refusals.ts';

/**
 * The last saved versions of a post or page (beyond the spec, issue 22 item 1). Every create and
 * update writes one, in the transaction of the save, with every editable field (the input's shape, so
 * a restore is validated like any save); only the newest CMS_LIMITS.revisionsKept stay.
 */

/**
 * Written at the app's clock, but always after the item's newest revision: two saves in the same
 * millisecond (or a clock moved back by a test) still keep their order.
 */
export async function recordRevision(
  tx: Tx,
  entry: { kind: ContentKind; itemId: string; title: string; snapshot: Record<string, unknown> },
  by: { userId: string; at: Date },
) {
  const { kind, itemId } = entry;
  const after = sql`(select max(${cmsRevisions.createdAt}) + interval '1 millisecond' from ${cmsRevisions}
    where ${cmsRevisions.kind} = ${kind} and ${cmsRevisions.itemId} = ${itemId})`;
  await tx.insert(cmsRevisions).values({
    kind,
    itemId,
    title: entry.title,
    snapshot: entry.snapshot,
    createdBy: by.userId,
    createdAt: sql`greatest(${by.at.toISOString()}::timestamptz, ${after})`,
  });
  await tx.execute(sql`delete from ${cmsRevisions}
    where ${cmsRevisions.kind} = ${kind} and ${cmsRevisions.itemId} = ${itemId}
      and ${cmsRevisions.id} not in (
        select ${cmsRevisions.id} from ${cmsRevisions}
        where ${cmsRevisions.kind} = ${kind} and ${cmsRevisions.itemId} = ${itemId}
        order by ${cmsRevisions.createdAt} desc limit ${CMS_LIMITS.revisionsKept})`);
}

const ofItem = (kind: ContentKind, itemId: string) =>
  and(eq(cmsRevisions.kind, kind), eq(cmsRevisions.itemId, itemId));

/** Newest first, with the name of who saved each. */
export async function listRevisions(db: Db, kind: ContentKind, itemId: string): Promise<TRevision[]> {
  const rows = await db
    .select({
      id: cmsRevisions.id,
      title: cmsRevisions.title,
      createdAt: cmsRevisions.createdAt,
      createdByName: users.name,
    })
    .from(cmsRevisions)
    .leftJoin(users, eq(users.id, cmsRevisions.createdBy))
    .where(ofItem(kind, itemId))
    .orderBy(desc(cmsRevisions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    created_by_name: row.createdByName,
  }));
}

/** The snapshot of one revision of this item, or null (no such revision, or another item's). */
export async function findRevisionSnapshot(
  db: Db,
  kind: ContentKind,
  itemId: string,
  revisionId: string,
): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ snapshot: cmsRevisions.snapshot })
    .from(cmsRevisions)
    .where(and(ofItem(kind, itemId), eq(cmsRevisions.id, revisionId)));
  return row?.snapshot ?? null;
}

export async function forgetRevisions(tx: Tx, kind: ContentKind, itemId: string) {
  await tx.delete(cmsRevisions).where(ofItem(kind, itemId));
}
