import { randomBytes, randomUUID } from 'node:crypto';
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

/**
 * ADMIN_EMAIL without ADMIN_PASSWORD: a new account gets a long random password (144 bits), returned
 * so the start can print it once; an existing account keeps its own password and is made a verified
 * admin again.
 */
export async function ensureAdminAccount(
  db: Db,
  email: string,
): Promise<{ outcome: 'created' | 'updated'; generatedPassword: string | null }> {
  const address = email.trim().toLowerCase();
  const existing = (
    await db.select({ id: users.id }).from(users).where(eq(users.email, address)).limit(1)
  )[0];
  if (existing) {
    await db
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    await assignRole(db, existing.id, 'admin', null);
    return { outcome: 'updated', generatedPassword: null };
  }
  const generatedPassword = randomBytes(18).toString('base64url');
  return {
    outcome: await ensureAdmin(db, { email: address, password: generatedPassword }),
    generatedPassword,
  };
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
