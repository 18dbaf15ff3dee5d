import { desc, eq, sql } from 'drizzle-orm';
import { assignRole } from '../../auth/roles.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { profiles, userRoles, users } from '../../db/schema/index.ts';
import { recordStaffAction, type Tx } from '../../domain/audit/staff-audit.ts';
import type { Viewer } from '../../http/app-env.ts';
import { ROLES_PAGE_SIZE } from '../../../shared/admin/admin-contract.ts';
import { isRole, type TRole } from '../../../shared/roles.ts';
import { forgetUserCounts } from './users-service.ts';

/**
 * Role changes (issue 21 items 3-4; spec §6, §7 role assignment and assign-admin-role).
 *
 * Decisions:
 * - Nobody changes their own role (an admin cannot demote themselves, nor lock themselves out by
 *   mistake): 409 OWN_ROLE. Granting admin by e-mail to oneself is already true: nothing changes.
 * - The last admin is never demoted (409 LAST_ADMIN). With the rule above that takes two admins
 *   demoting each other at the same moment; the admin rows are locked for the check, so the second
 *   sees the first's change, and finds its own caller no longer an admin (403 'Only admins can assign
 *   roles'): the rank is checked again inside the transaction, not only by the router's guard.
 * - The role row (assigned_by, assigned_at) and its audit record commit together. Setting a role a
 *   member already has changes and records nothing (changed: false).
 * - Nothing is cached to clear: requireRole() reads the role on every staff request
 *   (auth/middleware.ts), so the member's next request already has the new role.
 */

export type Target = { id: string; email: string };

export type RoleOutcome =
  | { kind: 'changed' | 'unchanged'; userId: string; role: TRole }
  | { kind: 'not-found' | 'own-role' | 'last-admin' | 'not-admin' };

const roleIn = async (tx: Tx, userId: string): Promise<TRole> => {
  const [row] = await tx
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .for('update');
  return isRole(row?.role) ? row.role : 'user';
};

async function setRole(
  db: Db,
  actor: Viewer,
  target: Target,
  role: TRole,
  action: 'role.changed' | 'admin.granted',
): Promise<RoleOutcome> {
  const outcome = await db.transaction(async (tx): Promise<RoleOutcome> => {
    const admins = rowsOf<{ user_id: string }>(
      await tx.execute(
        sql`select user_id from ${userRoles} where role = 'admin' order by user_id for update`,
      ),
    ).map((row) => row.user_id);
    if (!admins.includes(actor.id)) return { kind: 'not-admin' };
    const before = await roleIn(tx, target.id);
    if (before === role) return { kind: 'unchanged', userId: target.id, role };
    if (before === 'admin' && admins.length <= 1) return { kind: 'last-admin' };
    await assignRole(tx as unknown as Db, target.id, role, actor.id);
    await recordStaffAction(tx, {
      actor: { id: actor.id, email: actor.email },
      action,
      target,
      details: { before: { role: before }, after: { role } },
    });
    return { kind: 'changed', userId: target.id, role };
  });
  if (outcome.kind === 'changed') forgetUserCounts(db);
  return outcome;
}

/** PUT /api/admin/users/:userId/role */
export async function changeRole(db: Db, actor: Viewer, userId: string, role: TRole): Promise<RoleOutcome> {
  const [target] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!target) return { kind: 'not-found' };
  if (target.id === actor.id) return { kind: 'own-role' };
  return setRole(db, actor, target, role, 'role.changed');
}

/** POST /api/admin/admins: an existing account only; nobody is created. */
export async function grantAdminByEmail(db: Db, actor: Viewer, email: string): Promise<RoleOutcome> {
  const [target] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!target) return { kind: 'not-found' };
  if (target.id === actor.id) return { kind: 'unchanged', userId: target.id, role: 'admin' };
  return setRole(db, actor, target, 'admin', 'admin.granted');
}

export type RoleAssignmentRow = {
  user_id: string;
  email: string;
  full_name: string | null;
  role: string;
  assigned_by: string | null;
  assigned_at: Date;
};

/** GET /api/admin/roles: every role row, newest first (spec §7). Only staff and former staff have one. */
export async function listRoleAssignments(db: Db, page: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        user_id: userRoles.userId,
        email: users.email,
        full_name: profiles.fullName,
        role: userRoles.role,
        assigned_by: userRoles.assignedBy,
        assigned_at: userRoles.assignedAt,
      })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .leftJoin(profiles, eq(profiles.userId, userRoles.userId))
      .orderBy(desc(userRoles.assignedAt), desc(userRoles.userId))
      .limit(ROLES_PAGE_SIZE)
      .offset((page - 1) * ROLES_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(userRoles),
  ]);
  return { rows: rows satisfies RoleAssignmentRow[], total: counted?.total ?? 0, page };
}
