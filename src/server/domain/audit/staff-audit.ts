import type { Db } from '../../db/client.ts';
import { staffActions } from '../../db/schema/index.ts';

/** A transaction handed to db.transaction's callback (or the database itself, outside one). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type StaffActionEntry = {
  actor: { id: string; email: string };
  /** A dotted name: role.changed, admin.granted, user.suspended, plan.updated ... */
  action: string;
  target?: { id: string; email: string | null } | null;
  /** What changed: { before, after } or the action's own details. Nothing secret (no tokens, no passwords). */
  details?: Record<string, unknown>;
};

/**
 * Records one staff action in the audit trail (issue 21 item 6). Call it with the transaction that
 * makes the change, so the change and its record commit together or not at all; the table refuses
 * UPDATE and DELETE (migration 0017), so a record stays as written.
 */
export async function recordStaffAction(tx: Tx, entry: StaffActionEntry): Promise<void> {
  await tx.insert(staffActions).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetUserId: entry.target?.id ?? null,
    targetEmail: entry.target?.email ?? null,
    details: entry.details ?? {},
  });
}
