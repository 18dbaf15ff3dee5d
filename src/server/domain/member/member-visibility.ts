import { and, eq, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import type { Gender } from '../../../shared/options/profile-options.ts';
import { notSuspended } from './member-suspension.ts';

/**
 * Who may see whom: the one home of member visibility (spec §1, §6, §7). Every list, profile and
 * connection that shows one member to another goes through these rules, so a rule added here (blocked,
 * paused) holds everywhere at once. A suspended member (member-suspension.ts) is seen by nobody.
 *
 * The named-profile rule: a profile is shown to others, asks or is asked, and scores a match, only once
 * it has a full name. A bare row made by a photo upload before the form was ever saved does not count.
 * It has two spellings, the same rule: `full_name is not null` in SQL (word for word the condition of
 * the profiles table's partial indexes), and a non-blank name in JS (a saved full_name is trimmed and
 * never empty, ZProfileInput).
 */

type ProfileColumns = { userId: PgColumn; gender: PgColumn; fullName: PgColumn };

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

/** Spec §7's browsable_profiles, for one viewer: opposite gender, not the viewer, named, not suspended. */
export function browsableTo(p: ProfileColumns, viewer: { id: string; wanted: Gender }): SQL {
  return and(
    eq(p.gender, viewer.wanted),
    ne(p.userId, viewer.id),
    isNamed(p.fullName),
    notSuspended(p.userId),
  ) as SQL;
}

/** browsableTo for one member already loaded: could `viewer` find them in browse? */
export function isBrowsableBy(
  target: { userId: string; gender: string | null; fullName: string | null },
  viewer: { id: string; gender: string | null },
): boolean {
  const wanted = oppositeGender(viewer.gender);
  return target.userId !== viewer.id && wanted !== null && target.gender === wanted && hasName(target);
}

/** A member's whole profile row, when it is one others may open (named, not suspended); null otherwise. */
export async function findNamedProfile(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.userId, userId), notSuspended(profiles.userId)))
    .limit(1);
  const row = rows[0];
  return row && hasName(row) ? row : null;
}

/** Who a member is to others, in brief: null when they have no named profile or are suspended. */
export async function findNamedMember(db: Db, userId: string) {
  const rows = await db
    .select({ userId: profiles.userId, gender: profiles.gender, fullName: profiles.fullName })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), notSuspended(profiles.userId)))
    .limit(1);
  const row = rows[0];
  return row && hasName(row) ? row : null;
}
