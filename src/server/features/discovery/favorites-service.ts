import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favorites, profiles } from '../../db/schema/index.ts';
import { BROWSE_PAGE_SIZE } from '../../../shared/discovery-schemas.ts';
import { oppositeGender } from './policies.ts';
import { presentProfileCard } from './presenter.ts';
import type { ProfilePage } from './browse-service.ts';
import { cardColumns } from './profile-fields.ts';

export async function findFavoriteTarget(db: Db, userId: string) {
  const rows = await db
    .select({ userId: profiles.userId, gender: profiles.gender, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** Idempotent: a second PUT finds the row there and changes nothing. */
export async function addFavorite(db: Db, viewerId: string, userId: string): Promise<void> {
  await db.insert(favorites).values({ userId: viewerId, favoritedProfileId: userId }).onConflictDoNothing();
}

/** Idempotent: removing what is not there is fine. */
export async function removeFavorite(db: Db, viewerId: string, userId: string): Promise<void> {
  await db
    .delete(favorites)
    .where(and(eq(favorites.userId, viewerId), eq(favorites.favoritedProfileId, userId)));
}

/**
 * GET /api/favorites: my favourites, the latest first, 20 a page, as browse cards. Only profiles I could
 * still browse are listed (named, of the opposite gender), so a favourite whose profile changed drops out.
 */
export async function listFavorites(
  db: Db,
  viewer: { id: string; gender: string | null },
  page: number,
  today: Date = new Date(),
): Promise<ProfilePage> {
  const answer = { page, page_size: BROWSE_PAGE_SIZE };
  const wanted = oppositeGender(viewer.gender);
  if (!wanted) return { profiles: [], ...answer, total: 0 };
  const where = and(
    eq(favorites.userId, viewer.id),
    eq(profiles.gender, wanted),
    isNotNull(profiles.fullName),
  );
  const [counted] = await db
    .select({ n: count() })
    .from(favorites)
    .innerJoin(profiles, eq(profiles.userId, favorites.favoritedProfileId))
    .where(where);
  const total = Number(counted?.n ?? 0);
  const offset = (page - 1) * BROWSE_PAGE_SIZE;
  if (offset >= total) return { profiles: [], ...answer, total };
  const rows = await db
    .select(cardColumns(profiles))
    .from(favorites)
    .innerJoin(profiles, eq(profiles.userId, favorites.favoritedProfileId))
    .where(where)
    .orderBy(desc(favorites.createdAt), asc(favorites.favoritedProfileId))
    .limit(BROWSE_PAGE_SIZE)
    .offset(offset);
  return { profiles: rows.map((row) => presentProfileCard(row, true, today)), ...answer, total };
}
