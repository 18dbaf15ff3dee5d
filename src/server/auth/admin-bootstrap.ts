import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, users } from '../db/schema/index.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { assignRole } from './roles.ts';

export const newId = () => randomUUID().replaceAll('-', '');

/**
 * Makes sure the account exists, is verified, has role admin and accepts this password.
 * The password given here is authoritative: it is re-hashed only when it no longer verifies.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string; name?: string },
): Promise<'created' | 'updated'> {
  const email = admin.email.trim().toLowerCase();
  const existing = (await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1))[0];
  if (!existing) {
    const id = newId();
    const password = await hashPassword(admin.password);
    await db.transaction(async (tx) => {
      await tx.insert(users).values({ id, email, name: admin.name ?? 'Administrator', emailVerified: true });
      await tx
        .insert(accounts)
        .values({ id: newId(), accountId: id, providerId: 'credential', userId: id, password });
    });
    await assignRole(db, id, 'admin', null);
    return 'created';
  }
  await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, existing.id));
  const credential = (
    await db
      .select({ id: accounts.id, password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, 'credential')))
      .limit(1)
  )[0];
  if (!credential) {
    await db.insert(accounts).values({
      id: newId(),
      accountId: existing.id,
      providerId: 'credential',
      userId: existing.id,
      password: await hashPassword(admin.password),
    });
  } else if (!credential.password || !(await verifyPassword(credential.password, admin.password))) {
    await db
      .update(accounts)
      .set({ password: await hashPassword(admin.password), updatedAt: new Date() })
      .where(eq(accounts.id, credential.id));
  }
  await assignRole(db, existing.id, 'admin', null);
  return 'updated';
}

/** Makes an existing account admin; false when there is no such account. */
export async function grantAdminByEmail(db: Db, email: string, grantedBy: string | null): Promise<boolean> {
  const user = (
    await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1)
  )[0];
  if (!user) return false;
  await assignRole(db, user.id, 'admin', grantedBy);
  return true;
}
