import type { Db } from '../../../src/server/db/client.ts';
import { profileViews } from '../../../src/server/db/schema/index.ts';

/**
 * `viewerId` visited `viewedProfileId`'s profile (at `viewedAt`, default now). The visit was last seen
 * when it began unless `lastViewedAt` says otherwise; viewer facts and duration as given (default none).
 */
export async function buildProfileView(
  db: Db,
  viewerId: string,
  viewedProfileId: string,
  values: Partial<typeof profileViews.$inferInsert> = {},
) {
  const lastViewedAt = values.lastViewedAt ?? values.viewedAt;
  const [row] = await db
    .insert(profileViews)
    .values({ viewerId, viewedProfileId, ...values, ...(lastViewedAt ? { lastViewedAt } : {}) })
    .returning();
  return row!;
}
