/** How a member's name and place read on a card, a profile or an avatar (browse, matches, profiles). */

/**
 * The name a member is shown by, the same on the dashboard, the top bar, My Profile and the form:
 * the profile's full name, else the account's name (given at sign-up), else the e-mail before the @.
 */
export function displayNameOf(
  profileName: string | null | undefined,
  accountName: string | null | undefined,
  email: string,
): string {
  const name = [profileName, accountName].map((n) => n?.trim()).find(Boolean);
  return name ?? email.split('@')[0] ?? email;
}

/** Up to two initials of a name ("Amina Yusuf" -> "AY"), else the first letter of the e-mail, else "?". */
export function initialsOf(name: string | null | undefined, email?: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    const letters = words.length === 1 ? [words[0]] : [words[0], words[words.length - 1]];
    return letters.map((word) => Array.from(word ?? '')[0]?.toLocaleUpperCase() ?? '').join('');
  }
  const first = Array.from((email ?? '').trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}

/** "state, country" (spec: My Profile shows it when both exist). */
export function stateAndCountry(state: string | null | undefined, country: string | null | undefined) {
  return state?.trim() && country?.trim() ? `${state}, ${country}` : null;
}

/** Place text from whichever parts exist ("state, country", or one of them). */
export function placeOf(state: string | null | undefined, country: string | null | undefined) {
  const parts = [state, country].filter((part): part is string => Boolean(part?.trim()));
  return parts.length ? parts.join(', ') : null;
}

/** A card's place: the server's `location` ("state, country") first, else whichever parts exist. */
export function placeText(p: {
  location: string | null;
  current_state: string | null;
  current_country: string | null;
}) {
  if (p.location?.trim()) return p.location;
  return placeOf(p.current_state, p.current_country);
}

/** The first letter of a name, for a small avatar ("Yusuf Rahman" -> "Y"); "?" when empty. */
export const initialOf = (name: string) => Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
