import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favorites, profiles } from '../../db/schema/index.ts';
import { browsableTo, findNamedMember, oppositeGender } from '../../domain/member/member-visibility.ts';
import { featuredAmong } from '../../domain/membership/plan-visibility.ts';
import { cardColumns } from '../../domain/profile/profile-fields.ts';
import { BROWSE_PAGE_SIZE } from '../../../shared/discovery/discovery-contract.ts';
import { viewerGender } from './browse-service.ts';
import { favoriteError } from './errors.ts';
import { favoriteRefusal } from './policies.ts';
import type { CardPage } from './presenter.ts';

/**
 * Adds a member the viewer could find in browse to their favourites (else 400 for oneself, 404 for
 * anyone else: policies.ts). Idempotent: a second PUT finds the row there and changes nothing.
 */
export async function addFavorite(db: Db, viewerId: string, userId: string): Promise<void> {
  const [target, gender] = await Promise.all([
    findNamedMember(db, userId, viewerId),
    viewerGender(db, viewerId),
  ]);
  const refusal = favoriteRefusal({ id: viewerId, gender }, userId, target);
  if (refusal) throw favoriteError(refusal);
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
 * still browse are listed (browsableTo), so a favourite whose profile changed drops out.
 */
export async function listFavorites(
  db: Db,
  viewerId: string,
  page: number,
  today: Date = new Date(),
): Promise<CardPage> {
  const answer = { page, today, totalCapped: false };
  const viewer = { id: viewerId, gender: await viewerGender(db, viewerId) };
  const wanted = oppositeGender(viewer.gender);
  if (!wanted) return { rows: [], ...answer, total: 0, hasMore: false };
  const where = and(eq(favorites.userId, viewer.id), browsableTo(profiles, { id: viewer.id, wanted }));
  const [counted] = await db
    .select({ n: count() })
    .from(favorites)
    .innerJoin(profiles, eq(profiles.userId, favorites.favoritedProfileId))
    .where(where);
  const total = Number(counted?.n ?? 0);
  const offset = (page - 1) * BROWSE_PAGE_SIZE;
  const hasMore = offset + BROWSE_PAGE_SIZE < total;
  if (offset >= total) return { rows: [], ...answer, total, hasMore };
  const rows = await db
    .select(cardColumns(profiles))
    .from(favorites)
    .innerJoin(profiles, eq(profiles.userId, favorites.favoritedProfileId))
    .where(where)
    .orderBy(desc(favorites.createdAt), asc(favorites.favoritedProfileId))
    .limit(BROWSE_PAGE_SIZE)
    .offset(offset);
  const featured = await featuredAmong(
    db,
    rows.map((row) => row.userId),
    today,
  );
  const cards = rows.map((row) => ({ ...row, isFavorite: true, isFeatured: featured.has(row.userId) }));
  return { rows: cards, ...answer, total, hasMore };
}
