import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { memberSuspensions, sessions, userRoles } from '../../db/schema/index.ts';
import { isRole } from '../../../shared/roles.ts';
import { recordStaffAction, type Tx } from '../audit/staff-audit.ts';

/**
 * The suspension rule (issue 21): a suspended member is seen by nobody. Part of the visibility rule
 * (member-visibility.ts), and of the connections and chats lists, which show the other member of a
 * pair. Written as NOT EXISTS over member_suspensions (a handful of rows): an anti-join, which the
 * planner runs as a hash over the few suspended ids when it scans many members, or one key probe a row
 * when it walks an ordered index for a page.
 */
export const notSuspended = (userId: PgColumn | SQL): SQL =>
  sql`not exists (select 1 from ${memberSuspensions} where ${memberSuspensions.userId} = ${userId})`;

export async function isSuspended(db: Pick<Db, 'select'>, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: memberSuspensions.userId })
    .from(memberSuspensions)
    .where(eq(memberSuspensions.userId, userId))
    .limit(1);
  return rows.length > 0;
}

export type SuspensionWrite = {
  target: { id: string; email: string };
  actor: { id: string; email: string };
  reason: string;
  /** Null: until an admin reinstates them (a ban, or an admin's suspension). */
  endsAt: Date | null;
  now: Date;
  /** The audit trail's action name and details. */
  action: string;
  details: Record<string, unknown>;
};

/**
 * Suspends a member inside the caller's transaction: the row, the end of their sessions, the audit
 * record. Staff are never suspended ('staff-target': they lose their role first, so nobody can lock
 * the last admin out); a member suspended already is left as they are ('unchanged'). The caller
 * announces the ended sessions after its commit (auth/session-revocation.ts).
 */
export async function suspendInTransaction(
  tx: Tx,
  write: SuspensionWrite,
): Promise<'suspended' | 'unchanged' | 'staff-target'> {
  // Locked, so a promotion racing this suspension waits for it and the rule above holds.
  const [role] = await tx
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, write.target.id))
    .for('update');
  if (isRole(role?.role) && role.role !== 'user') return 'staff-target';
  const inserted = await tx
    .insert(memberSuspensions)
    .values({
      userId: write.target.id,
      reason: write.reason,
      suspendedBy: write.actor.id,
      suspendedAt: write.now,
      endsAt: write.endsAt,
    })
    .onConflictDoNothing()
    .returning({ userId: memberSuspensions.userId });
  if (inserted.length === 0) return 'unchanged';
  await tx.delete(sessions).where(eq(sessions.userId, write.target.id));
  await recordStaffAction(tx, {
    actor: write.actor,
    action: write.action,
    target: write.target,
    details: write.details,
  });
  return 'suspended';
}
