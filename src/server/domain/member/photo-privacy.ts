import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { connections, memberPlanSettings, profiles, userRoles } from '../../db/schema/index.ts';
import { ROLE_LEVEL, ROLES } from '../../../shared/roles.ts';
import { mayHidePhotosSql } from '../membership/plan-settings.ts';
import { notBlockedWith } from './member-blocks.ts';
import { notSuspended } from './member-suspension.ts';
import { seenByVerifiedOrConnected, verifiedViewersOnlyOf } from './verified-viewers.ts';

/**
 * photo_privacy (issues 19 and 23): a member who made their photos private (and may now: their plan
 * includes it, or she is a woman, plan-settings.ts mayHidePhotosSql) shows only a blurred placeholder
 * to members they have no accepted connection with. Every answer that carries another member's photo
 * (cards, profile pages, connections, viewers, the blocked list) asks here once per answer, for the page
 * of members it shows, and puts the placeholder's URL where the photo's would go (`shownPhoto`), with
 * `photo_hidden: true` beside it (`isPhotoHidden`). The owner always sees their own photo.
 *
 * The files are guarded too: /media/photos/<owner>/... is served only to whom `maySeePhotosOf` allows
 * (web-host/member-photos.ts), so a copied address gives nothing to a member the rule excludes.
 */

/** The placeholder's URL for a photo URL (infra/photo-placeholder.ts); null when there is none. */
export type PhotoPlaceholder = (photoUrl: string) => string | null;

/** Whose photos a viewer may not see, and the placeholder each hidden photo is replaced by. */
export type HiddenPhotos = { readonly owners: ReadonlySet<string>; readonly placeholder: PhotoPlaceholder };

export const hiddenPhotos = (owners: Iterable<string>, placeholder: PhotoPlaceholder): HiddenPhotos => ({
  owners: new Set(owners),
  placeholder,
});

export const NO_HIDDEN_PHOTOS: HiddenPhotos = hiddenPhotos([], () => null);

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
  placeholder: PhotoPlaceholder,
): Promise<HiddenPhotos> {
  const others = [...new Set(ownerIds)].filter((id) => id !== viewerId);
  if (others.length === 0) return hiddenPhotos([], placeholder);
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
  return hiddenPhotos(
    rows.map((row) => row.user_id),
    placeholder,
  );
}

/**
 * The rule as a condition on a member_plan_settings row (aliased as the table): its owner's photos are
 * private, they may hide them now (mayHidePhotosSql), and they have no accepted connection with the viewer.
 */
function hiddenFromSql(viewerId: string, owner: SQLWrapper, now: Date): SQL {
  return sql`${memberPlanSettings.photosPrivate}
        and ${mayHidePhotosSql(owner, now)}
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

/** The photo URL to show of `ownerId`: the blurred placeholder's when the photo is withheld from this viewer. */
export const shownPhoto = (hidden: HiddenPhotos, ownerId: string, url: string | null): string | null =>
  url !== null && hidden.owners.has(ownerId) ? hidden.placeholder(url) : url;

/** Whether the photo of `ownerId` this answer shows is the placeholder (the web adds a lock badge). */
export const isPhotoHidden = (hidden: HiddenPhotos, ownerId: string, url: string | null): boolean =>
  url !== null && hidden.owners.has(ownerId);

const STAFF_ROLES = ROLES.filter((role) => ROLE_LEVEL[role] >= ROLE_LEVEL.moderator);

/**
 * May `viewerId` have the file at `photoUrl`, one of `ownerId`'s photos, now (the route of /media/photos,
 * issue 23)? Staff (moderator, admin) always; any other member when it is the owner's approved photo or
 * its thumbnail (never one waiting for a moderator, nor an old one), the owner is not suspended, no
 * block is between the two, the owner is not seen only by verified members (unless the viewer is
 * verified or connected with them, verified-viewers.ts) and the photos are not hidden from them by the
 * rule above. One statement. The owner themselves and visitors are decided by the caller (the owner
 * always; a visitor never).
 */
export async function maySeePhotosOf(
  db: Db,
  viewerId: string,
  ownerId: string,
  photoUrl: string,
  now: Date,
): Promise<boolean> {
  const rows = rowsOf<{ allowed: boolean }>(
    await db.execute(sql`
      select (exists (select 1 from ${userRoles} staff
          where staff.user_id = ${viewerId} and staff.role in (${sql.join(
            STAFF_ROLES.map((role) => sql`${role}`),
            sql`, `,
          )}))
        or (exists (select 1 from ${profiles} approved where approved.user_id = ${ownerId}
            and ${photoUrl}::text in (approved.profile_photo_url, approved.profile_photo_thumb_url))
          and ${notSuspended(sql`${ownerId}::text`)}
          and ${notBlockedWith(viewerId, sql`${ownerId}::text`)}
          and ${seenByVerifiedOrConnected(viewerId, sql`${ownerId}::text`, verifiedViewersOnlyOf(sql`${ownerId}::text`))}
          and not ${photoHiddenSql(viewerId, sql`${ownerId}::text`, now)})) as allowed`),
  );
  return rows[0]?.allowed === true;
}
