import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffActions } from '../../db/schema/index.ts';
import { AUDIT_PAGE_SIZE, type TAuditQuery } from '../../../shared/admin/admin-contract.ts';

export type StaffActionRow = typeof staffActions.$inferSelect;
export type AuditFound = { rows: StaffActionRow[]; hasMore: boolean; page: number };

/**
 * GET /api/admin/audit: the trail newest first, by actor, action and target (each an index of
 * migration 0017). Not counted: a page reads one row more than it shows to know whether another follows.
 */
export async function listStaffActions(db: Db, query: TAuditQuery): Promise<AuditFound> {
  const filters: SQL[] = [];
  if (query.actor) filters.push(eq(staffActions.actorId, query.actor));
  if (query.action) filters.push(eq(staffActions.action, query.action));
  if (query.target) filters.push(eq(staffActions.targetUserId, query.target));
  const rows = await db
    .select()
    .from(staffActions)
    .where(and(...filters))
    .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((query.page - 1) * AUDIT_PAGE_SIZE);
  return { rows: rows.slice(0, AUDIT_PAGE_SIZE), hasMore: rows.length > AUDIT_PAGE_SIZE, page: query.page };
}
