import { isBrowsableBy } from '../../domain/member/member-visibility.ts';

/**
 * Who may favourite whom (spec §7). Who may discover whom at all is member visibility
 * (domain/member/member-visibility.ts): the opposite gender, named, never oneself. The routes check
 * sign-in; these rules decide the rest, and errors.ts says each refusal as the API answers it.
 */

export type FavoriteTarget = { userId: string; gender: string | null; fullName: string | null };

export type FavoriteRefusal = 'self' | 'hidden';

/** A favourite is a profile the member could find in browse; anything else is "not found" to them. */
export function favoriteRefusal(
  viewer: { id: string; gender: string | null },
  userId: string,
  target: FavoriteTarget | null,
): FavoriteRefusal | null {
  if (userId === viewer.id) return 'self';
  if (!target || !isBrowsableBy(target, viewer)) return 'hidden';
  return null;
}
