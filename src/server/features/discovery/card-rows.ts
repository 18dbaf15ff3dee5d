import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { textArray } from '../../db/text-array.ts';
import { favorites, profiles } from '../../db/schema/index.ts';
import { photoHiddenSql } from '../../domain/member/photo-privacy.ts';
import { includesFeatureSql } from '../../domain/membership/plan-settings.ts';
import { cardColumns } from '../../domain/profile/profile-fields.ts';
import type { CardPage } from './presenter.ts';

/**
 * Written out by hand: drizzle leaves columns unqualified in a one-table select, and an unqualified
 * user_id inside a subquery would mean that subquery's table's user_id, not the listed profile's.
 */
const listedId = sql`"profiles"."user_id"`;
const isFavoriteOf = (viewerId: string) =>
  sql<boolean>`exists (select 1 from ${favorites} as fav where fav.user_id = ${viewerId} and fav.favorited_profile_id = ${listedId})`;

/**
 * The browse cards of the members `ids` names, in that order, by primary key, in one statement: each
 * with whether it is one of my favourites, whether its member is featured now and whether their photos
 * are withheld from me (photo_privacy). A member gone since the ids were found is left out.
 */
export async function loadCards(
  db: Db,
  viewerId: string,
  ids: readonly string[],
  now: Date,
): Promise<CardPage['rows']> {
  if (ids.length === 0) return [];
  const cards = await db
    .select({
      ...cardColumns(profiles),
      isFavorite: isFavoriteOf(viewerId),
      isFeatured: sql<boolean>`${includesFeatureSql(listedId, 'featured_profile', now)}`,
      photoHidden: photoHiddenSql(viewerId, listedId, now),
    })
    .from(profiles)
    .where(sql`${profiles.userId} = any(${textArray(ids)})`);
  const byId = new Map(cards.map((card) => [card.userId, card]));
  return ids.flatMap((id) => {
    const card = byId.get(id);
    return card
      ? [
          {
            ...card,
            isFavorite: Boolean(card.isFavorite),
            isFeatured: Boolean(card.isFeatured),
            photoHidden: Boolean(card.photoHidden),
          },
        ]
      : [];
  });
}
