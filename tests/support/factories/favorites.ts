import type { Db } from '../../../src/server/db/client.ts';
import { favorites } from '../../../src/server/db/schema/index.ts';

type FavoriteValues = Partial<typeof favorites.$inferInsert>;

/** `userId` has favourited `favoritedProfileId`. */
export async function buildFavorite(
  db: Db,
  userId: string,
  favoritedProfileId: string,
  values: FavoriteValues = {},
) {
  const [row] = await db
    .insert(favorites)
    .values({ userId, favoritedProfileId, ...values })
    .returning();
  return row!;
}
