import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, profileViews, users } from '../../db/schema/index.ts';
import type { Logger } from '../../infra/logger.ts';
import type { TProfile } from '../../../shared/profile-schema.ts';
import { columnsFromInput } from './profile-columns.ts';

export async function findAccount(db: Db, userId: string) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function findOwnProfile(db: Db, userId: string) {
  const rows = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return rows[0] ?? null;
}

/**
 * Creates or replaces the member's profile. The user id comes from the session only; the account's display
 * name follows the full name so the session, e-mails and lists all say the same.
 */
export async function saveOwnProfile(db: Db, userId: string, input: TProfile) {
  const columns = columnsFromInput(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(profiles)
      .values({ ...columns, userId })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...columns, updatedAt: sql`now()` } })
      .returning();
    await tx
      .update(users)
      .set({ name: input.full_name, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    if (!row) throw new Error('profile upsert returned no row');
    return row;
  });
}

/**
 * A profile others may open, and one a viewer can be scored by: it has a name. A bare row made by a photo
 * upload before the form was ever saved does not count.
 */
export async function findNamedProfile(db: Db, userId: string) {
  const row = await findOwnProfile(db, userId);
  return row?.fullName?.trim() ? row : null;
}

/** Analytics depend on views, the page does not: a failed insert is logged and the read goes on. */
export async function recordView(db: Db, log: Logger, viewerId: string, viewedProfileId: string) {
  try {
    await db.insert(profileViews).values({ viewerId, viewedProfileId });
  } catch (error) {
    log.warn({ err: error, viewerId, viewedProfileId }, 'could not record a profile view');
  }
}
