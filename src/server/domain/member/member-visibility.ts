import { and, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import type { Gender } from '../../../shared/options/profile-options.ts';
import { notHeld } from './account-holds.ts';
import { notBlockedWith } from './member-blocks.ts';
import { notUnderReview } from './member-review.ts';
import { notSuspended } from './member-suspension.ts';
import { seenByVerifiedOrConnected, seenByVerifiedRule } from './verified-viewers.ts';

/**
 * Who may see whom: the one home of member visibility (spec §1, §6, §7). Every list, profile and
 * connection that shows one member to another goes through these rules, so a rule added here (paused)
 * holds everywhere at once. A suspended member (member-suspension.ts) is seen by nobody; two members of
 * whom one blocked the other (member-blocks.ts) do not see each other; a member who paused their
 * profile or asked for their account's deletion (account-holds.ts) is seen by nobody but themselves.
 *
 * The named-profile rule: a profile is shown to others, asks or is asked, and scores a match, only once
 * it has a full name. A bare row made by a photo upload before the form was ever saved does not count.
 * It has two spellings, the same rule: `full_name is not null` in SQL (word for word the condition of
 * the profiles table's partial indexes), and a non-blank name in JS (a saved full_name is trimmed and
 * never empty, ZProfileInput).
 */

type ProfileColumns = {
  userId: PgColumn;
  gender: PgColumn;
  fullName: PgColumn;
  /** Their verified_viewers_only: the column, or an expression that reads it (verified-viewers.ts). */
  verifiedViewersOnly: PgColumn | SQL;
};

/** Without a gender of their own there is no "opposite": such a member sees nobody until they save one. */
export const oppositeGender = (gender: string | null | undefined): Gender | null => {
  if (gender === 'male') return 'female';
  if (gender === 'female') return 'male';
  return null;
};

/** The named-profile rule in SQL. */
export const isNamed = (fullName: PgColumn): SQL => isNotNull(fullName);

/** The named-profile rule in JS. */
export const hasName = (profile: { fullName: string | null }): boolean => Boolean(profile.fullName?.trim());

/**
 * Spec §7's browsable_profiles, for one viewer: opposite gender, not the viewer, named, not suspended,
 * not paused or leaving, no block either way, not seen only by verified members unless the viewer is
 * verified (verified-viewers.ts).
 */
export function browsableTo(p: ProfileColumns, viewer: { id: string; wanted: Gender }): SQL {
  return and(
    eq(p.gender, viewer.wanted),
    ne(p.userId, viewer.id),
    isNamed(p.fullName),
    notSuspended(p.userId),
    notHeld(p.userId),
    notBlockedWith(viewer.id, p.userId),
    notUnderReview(p.userId),
    seenByVerifiedRule(viewer.id, p.verifiedViewersOnly),
  ) as SQL;
}

/**
 * browsableTo's profile rules for one member already loaded (found by findNamedMember, which applied
 * the suspension and block rules): could `viewer` find them in browse?
 */
export function isBrowsableBy(
  target: { userId: string; gender: string | null; fullName: string | null },
  viewer: { id: string; gender: string | null },
): boolean {
  const wanted = oppositeGender(viewer.gender);
  return target.userId !== viewer.id && wanted !== null && target.gender === wanted && hasName(target);
}

/**
 * Found for `seenBy` (a member id; null for a visitor): not suspended, no block between the two, and
 * not paused or leaving unless it is the member themselves; a member seen only by verified members is
 * found by verified members and by those already connected with them (never by a visitor).
 */
const visibleMember = (userId: string, seenBy: string | null) =>
  and(
    eq(profiles.userId, userId),
    notSuspended(profiles.userId),
    seenBy === userId ? undefined : notHeld(profiles.userId),
    seenBy === null ? undefined : notBlockedWith(seenBy, profiles.userId),
    seenBy === userId
      ? undefined
      : seenBy === null
        ? sql`${profiles.verifiedViewersOnly} is not true`
        : seenByVerifiedOrConnected(seenBy, profiles.userId, profiles.verifiedViewersOnly),
  );

/**
 * A member's whole profile row, when `seenBy` may open it (named, not suspended, not paused, no block
 * between them); null otherwise. A member looking at their own row passes their own id.
 */
export async function findNamedProfile(db: Db, userId: string, seenBy: string | null) {
  const rows = await db.select().from(profiles).where(visibleMember(userId, seenBy)).limit(1);
  const row = rows[0];
  return row && hasName(row) ? row : null;
}

/** Who a member is to `seenBy`, in brief: null when unnamed, suspended, paused, or a block is between them. */
export async function findNamedMember(db: Db, userId: string, seenBy: string) {
  const rows = await db
    .select({ userId: profiles.userId, gender: profiles.gender, fullName: profiles.fullName })
    .from(profiles)
    .where(visibleMember(userId, seenBy))
    .limit(1);
  const row = rows[0];
  return row && hasName(row) ? row : null;
}
