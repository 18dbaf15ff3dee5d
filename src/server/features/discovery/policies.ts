import type { Gender } from '../../../shared/options/profile-options.ts';

/**
 * Who may discover whom (spec §1, §7): a signed-in member sees members of the opposite gender with a named
 * profile, never themselves. Without a gender of their own there is no "opposite", so they see nobody
 * until their profile is complete. The routes check sign-in; these rules decide the rest.
 */

export const oppositeGender = (gender: string | null | undefined): Gender | null => {
  if (gender === 'male') return 'female';
  if (gender === 'female') return 'male';
  return null;
};

export type FavoriteTarget = { userId: string; gender: string | null; fullName: string | null };

/** A favourite is a profile the member could find in browse; anything else is "not found" to them. */
export function mayFavorite(viewer: { id: string; gender: string | null }, target: FavoriteTarget): boolean {
  const wanted = oppositeGender(viewer.gender);
  return (
    target.userId !== viewer.id && wanted !== null && target.gender === wanted && Boolean(target.fullName)
  );
}

export const isSelf = (viewerId: string, userId: string) => viewerId === userId;
