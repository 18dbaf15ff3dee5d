import type { Db } from '../../../src/server/db/client.ts';
import { profileViews } from '../../../src/server/db/schema/index.ts';

/** `viewerId` opened `viewedProfileId`'s profile (at `viewedAt`, default now). */
export async function buildProfileView(
  db: Db,
  viewerId: string,
  viewedProfileId: string,
  values: Partial<typeof profileViews.$inferInsert> = {},
) {
  const [row] = await db
    .insert(profileViews)
    .values({ viewerId, viewedProfileId, ...values })
    .returning();
  return row!;
}
