import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userRoles } from '../db/schema/index.ts';
import { isRole, type Role } from '../../shared/roles.ts';
import type { Logger } from '../infra/logger.ts';

/** The latest role row wins; no row, an unknown value or a failed lookup all mean 'user' (least privilege). */
export async function roleOf(db: Db, userId: string, log?: Logger): Promise<Role> {
  try {
    const rows = await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
      .orderBy(desc(userRoles.assignedAt))
      .limit(1);
    const role = rows[0]?.role;
    return isRole(role) ? role : 'user';
  } catch (error) {
    log?.error({ err: error, userId }, 'role lookup failed; treating as user');
    return 'user';
  }
}

/** One role per user, replaced on conflict, recording who assigned it and when. */
export async function assignRole(
  db: Db,
  userId: string,
  role: Role,
  assignedBy: string | null,
): Promise<void> {
  const now = new Date();
  await db
    .insert(userRoles)
    .values({ userId, role, assignedBy, assignedAt: now })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role, assignedBy, assignedAt: now } });
}
