import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { connections, memberPlanSettings } from '../../db/schema/index.ts';
import { includesFeatureSql, SETTING_FEATURE } from '../membership/plan-settings.ts';

/**
 * photo_privacy (issue 19): a member who made their photos private (and whose plan includes it now)
 * shows no photo to members they have no accepted connection with. Every answer that carries another
 * member's photo (cards, profile pages, connections) asks here once per answer, for the page of members
 * it shows, and withholds the URLs of the owners it names. The owner always sees their own photo.
 *
 * The photo files themselves stay public static files under /media/photos (unguessable names): this
 * rule keeps their addresses from reaching other members, it does not guard a known address.
 */

export type HiddenPhotos = ReadonlySet<string>;

export const NO_HIDDEN_PHOTOS: HiddenPhotos = new Set();

/**
 * Of `ownerIds` (a page of members, ~50 at most), those whose photos `viewerId` may not see now, in one
 * statement. Members without settings or with photos visible are found by the primary key and left
 * out before any plan or connection is looked at.
 */
export async function hiddenPhotoOwners(
  db: Db,
  viewerId: string,
  ownerIds: readonly string[],
  now: Date,
): Promise<HiddenPhotos> {
  const others = [...new Set(ownerIds)].filter((id) => id !== viewerId);
  if (others.length === 0) return NO_HIDDEN_PHOTOS;
  const s = memberPlanSettings;
  const rows = rowsOf<{ user_id: string }>(
    await db.execute(sql`
      select ${s.userId} as user_id from ${s}
      where ${s.userId} in (${sql.join(
        others.map((id) => sql`${id}`),
        sql`, `,
      )})
        and ${hiddenFromSql(viewerId, s.userId, now)}`),
  );
  return new Set(rows.map((row) => row.user_id));
}

/**
 * The rule as a condition on a member_plan_settings row (aliased as the table): its owner's photos are
 * private, their plan includes photo_privacy now, and they have no accepted connection with the viewer.
 */
function hiddenFromSql(viewerId: string, owner: SQLWrapper, now: Date): SQL {
  return sql`${memberPlanSettings.photosPrivate}
        and ${includesFeatureSql(owner, SETTING_FEATURE.photos_private, now)}
        -- the pair's one connection (connections_pair_unique_idx), when it is accepted
        and not exists (select 1 from ${connections} pair
          where least(pair.requester_id, pair.recipient_id) = least(${viewerId}::text, ${owner})
            and greatest(pair.requester_id, pair.recipient_id) = greatest(${viewerId}::text, ${owner})
            and pair.status = 'accepted')`;
}

/**
 * The same rule as a column of a statement that lists members (`owner` is their user id column): true
 * when this viewer may not see that member's photos. Lets a page of cards carry it without a second
 * statement. Never true for the viewer's own row.
 */
export function photoHiddenSql(viewerId: string, owner: SQLWrapper, now: Date): SQL<boolean> {
  return sql<boolean>`(${owner} <> ${viewerId}::text and exists (select 1 from ${memberPlanSettings}
    where ${memberPlanSettings.userId} = ${owner} and ${hiddenFromSql(viewerId, owner, now)}))`;
}

/** The photo URL to show of `ownerId`: null when it is withheld from this viewer. */
export const shownPhoto = (hidden: HiddenPhotos, ownerId: string, url: string | null): string | null =>
  hidden.has(ownerId) ? null : url;
