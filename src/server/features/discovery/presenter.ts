import {
  BROWSE_PAGE_SIZE,
  MATCH_DESCRIPTION_MAX,
  MATCHES_PAGE_SIZE,
  type TBrowsePage,
  type TMatchCard,
  type TMatches,
  type TProfileCard,
  type TProfilePage,
  type TFavorited,
} from '../../../shared/discovery/discovery-contract.ts';
import type { Gender, MaritalStatus } from '../../../shared/options/profile-options.ts';
import { ageFrom } from '../../../shared/rules/age.ts';
import { locationOf } from '../../../shared/rules/location.ts';
import type { TMatchResult } from '../../../shared/rules/match-score.ts';

/**
 * Cards are summaries: the spec's first naming set plus `location`; the full profile (GET
 * /api/profiles/:userId) carries both naming sets. Never e-mail, phone or date_of_birth (`age` instead).
 */

export type CardRow = {
  userId: string;
  fullName: string | null;
  dateOfBirth: string | null;
  gender: Gender | null;
  currentCountry: string | null;
  currentState: string | null;
  occupation: string | null;
  educationalQualification: string | null;
  religionCommunity: string | null;
  maritalStatus: MaritalStatus;
  profilePhotoUrl: string | null;
  profilePhotoThumbUrl: string | null;
};

/** At most `max` characters (whole code points), the last one an ellipsis when something was cut. */
export function truncateText(text: string | null, max = MATCH_DESCRIPTION_MAX): string | null {
  // No more UTF-16 units than max means no more code points either: nothing to count (the usual case
  // costs nothing; a /matches answer has 50 of these).
  if (text === null || text.length <= max) return text;
  let points = 0;
  let keep = 0;
  for (let i = 0; i < text.length;) {
    const width = text.codePointAt(i)! > 0xffff ? 2 : 1;
    points += 1;
    if (points > max) return `${text.slice(0, keep).trimEnd()}…`;
    i += width;
    if (points === max - 1) keep = i;
  }
  return text;
}

export function presentProfileCard(row: CardRow, isFavorite: boolean, today: Date): TProfileCard {
  return {
    user_id: row.userId,
    // Listed rows always have a name (browsableTo); the type cannot know that.
    full_name: row.fullName ?? '',
    age: ageFrom(row.dateOfBirth, today),
    current_country: row.currentCountry,
    current_state: row.currentState,
    location: locationOf(row.currentState, row.currentCountry),
    occupation: row.occupation,
    educational_qualification: row.educationalQualification,
    religion_community: row.religionCommunity,
    marital_status: row.maritalStatus,
    profile_photo_thumb_url: row.profilePhotoThumbUrl,
    profile_photo_url: row.profilePhotoUrl,
    is_favorite: isFavorite,
  };
}

export function presentMatchCard(
  row: CardRow & { selfDescription: string | null },
  match: TMatchResult,
  today: Date,
): TMatchCard {
  return {
    user_id: row.userId,
    // Listed rows always have a name (browsableTo); the type cannot know that.
    full_name: row.fullName ?? '',
    age: ageFrom(row.dateOfBirth, today),
    gender: row.gender,
    current_country: row.currentCountry,
    current_state: row.currentState,
    location: locationOf(row.currentState, row.currentCountry),
    occupation: row.occupation,
    educational_qualification: row.educationalQualification,
    self_description: truncateText(row.selfDescription),
    profile_photo_url: row.profilePhotoUrl,
    profile_photo_thumb_url: row.profilePhotoThumbUrl,
    score: match.score,
    label: match.label,
    reasons: match.reasons,
  };
}

/** A page of cards as the services find it: browse and favourites. */
export type CardPage = {
  rows: (CardRow & { isFavorite: boolean })[];
  page: number;
  total: number;
  /** More than `total` were found (browse counts up to BROWSE_TOTAL_CAP). */
  totalCapped: boolean;
  hasMore: boolean;
  /** The day the ages were worked out for (the filters' and the cards'). */
  today: Date;
};

export function presentBrowsePage(found: CardPage & { needsBasics: boolean }): TBrowsePage {
  return { ...presentProfilePage(found), needs_basics: found.needsBasics };
}

export function presentProfilePage(found: CardPage): TProfilePage {
  return {
    profiles: found.rows.map((row) => presentProfileCard(row, row.isFavorite, found.today)),
    page: found.page,
    page_size: BROWSE_PAGE_SIZE,
    total: found.total,
    total_capped: found.totalCapped,
    has_more: found.hasMore,
  };
}

/** One page of the matches as the service ranks them, best first. */
export type RankedMatches = {
  ranked: { row: CardRow & { selfDescription: string | null }; result: TMatchResult }[];
  /** Spec §2/§9: the count shown is of the matches kept (the best 50 at most, after the filters). */
  total: number;
  /** The best score of all pages. */
  best: number | null;
  page: number;
  needsBasics: boolean;
  today: Date;
};

export function presentMatches(found: RankedMatches): TMatches {
  const { ranked, total, best, page, needsBasics, today } = found;
  return {
    matches: ranked.map(({ row, result }) => presentMatchCard(row, result, today)),
    total,
    best,
    page,
    page_size: MATCHES_PAGE_SIZE,
    has_more: page * MATCHES_PAGE_SIZE < total,
    needs_basics: needsBasics,
  };
}

export const presentFavorited = (favorited: boolean): TFavorited => ({ favorited });
