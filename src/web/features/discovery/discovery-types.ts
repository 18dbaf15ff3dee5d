import type { MaritalStatus } from '../../../shared/options/profile-options';

/** One row of GET /api/browse and GET /api/favorites (snake_case, null when not given). */
export type BrowseProfile = {
  user_id: string;
  full_name: string;
  age: number | null;
  current_country: string | null;
  current_state: string | null;
  /** "current_state, current_country" (the spec's second naming set). */
  location: string | null;
  occupation: string | null;
  educational_qualification: string | null;
  religion_community: string | null;
  marital_status: MaritalStatus | null;
  profile_photo_thumb_url: string | null;
  profile_photo_url: string | null;
  is_favorite: boolean;
};

export type BrowseResponse = { profiles: BrowseProfile[]; page: number; page_size: number; total: number };

/** One card of GET /api/matches: the real score computed on the server, with its reasons best first. */
export type Match = {
  user_id: string;
  full_name: string;
  age: number | null;
  gender: 'male' | 'female' | null;
  current_country: string | null;
  current_state: string | null;
  location: string | null;
  occupation: string | null;
  educational_qualification: string | null;
  self_description: string | null;
  profile_photo_url: string | null;
  profile_photo_thumb_url: string | null;
  score: number;
  label: string;
  reasons: string[];
};

export type MatchesResponse = { matches: Match[]; total: number; best: number | null };

/** "state, country" from whichever parts exist; the server's `location` first. */
export function placeText(p: {
  location: string | null;
  current_state: string | null;
  current_country: string | null;
}) {
  if (p.location?.trim()) return p.location;
  const parts = [p.current_state, p.current_country].filter((part): part is string => Boolean(part?.trim()));
  return parts.length ? parts.join(', ') : null;
}

/** Up to two initials ("Amina Yusuf" -> "AY"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => Array.from(word ?? '')[0]?.toLocaleUpperCase() ?? '').join('') || '?';
}
