import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { cmsCategories, cmsPages } from '../../db/schema/index.ts';
import type { Tx } from '../../domain/audit/staff-audit.ts';
import { parentCycle, unknownParent } from './content-refusals.ts';

/**
 * Pages and categories nest (parent_id). A parent must exist and must not be the item itself or one
 * of its descendants (spec §5 "A page cannot be its own parent"; a cycle would hide both from every
 * tree). Checked by walking the parent's ancestors: a cycle is the item appearing among them.
 */

const tables = { page: cmsPages, category: cmsCategories } as const;

export async function ensureParent(
  tx: Tx,
  kind: keyof typeof tables,
  itemId: string | null,
  parentId: string | null,
): Promise<void> {
  if (!parentId) return;
  if (parentId === itemId) throw parentCycle(kind);
  const table = tables[kind];
  // `union` (not `union all`) stops on a cycle already stored, should one ever be.
  const [row] = rowsOf<{ found: boolean; cycle: boolean }>(
    await tx.execute(sql`with recursive ancestors(id, parent_id) as (
        select id, parent_id from ${table} where id = ${parentId}
        union
        select t.id, t.parent_id from ${table} t join ancestors a on t.id = a.parent_id
      )
      select exists (select 1 from ancestors) as found,
        exists (select 1 from ancestors where id = ${itemId}) as cycle`),
  );
  if (!row?.found) throw unknownParent(kind);
  if (row.cycle) throw parentCycle(kind);
}
