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
  type TFeaturedRow,
} from '../../../shared/discovery/discovery-contract.ts';
import {
  hiddenPhotos,
  isPhotoHidden,
  shownPhoto,
  type HiddenPhotos,
  type PhotoPlaceholder,
} from '../../domain/member/photo-privacy.ts';
import type { Gender, MaritalStatus } from '../../../shared/options/profile-options.ts';
import { ageFrom } from '../../../shared/rules/age.ts';
import { locationOf } from '../../../shared/rules/location.ts';
import type { TMatchResult } from '../../../shared/rules/match-score.ts';

/**
 * Cards are summaries: the spec's first naming set plus `location`; the full profile (GET
 * /api/profiles/:userId) carries both naming sets. Never e-mail, phone or date_of_birth (`age` instead).
 * A photo made private is withheld from members not connected with its owner (`hidden`,
 * domain/member/photo-privacy.ts).
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
  /** When staff approved their verification selfie (null: not verified). */
  verifiedAt: Date | string | null;
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

export function presentProfileCard(
  row: CardRow & { isFeatured: boolean },
  isFavorite: boolean,
  today: Date,
  hidden: HiddenPhotos,
): TProfileCard {
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
    profile_photo_thumb_url: shownPhoto(hidden, row.userId, row.profilePhotoThumbUrl),
    profile_photo_url: shownPhoto(hidden, row.userId, row.profilePhotoUrl),
    photo_hidden: isPhotoHidden(hidden, row.userId, row.profilePhotoUrl ?? row.profilePhotoThumbUrl),
    is_favorite: isFavorite,
    is_featured: row.isFeatured,
    verified: row.verifiedAt !== null,
  };
}

export function presentMatchCard(
  row: CardRow & { selfDescription: string | null; isFeatured: boolean },
  match: TMatchResult,
  today: Date,
  hidden: HiddenPhotos,
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
    profile_photo_url: shownPhoto(hidden, row.userId, row.profilePhotoUrl),
    profile_photo_thumb_url: shownPhoto(hidden, row.userId, row.profilePhotoThumbUrl),
    photo_hidden: isPhotoHidden(hidden, row.userId, row.profilePhotoUrl ?? row.profilePhotoThumbUrl),
    score: match.score,
    label: match.label,
    reasons: match.reasons,
    is_featured: row.isFeatured,
    verified: row.verifiedAt !== null,
  };
}

/** A page of cards as the services find it: browse and favourites. */
export type CardPage = {
  /**
   * isFeatured: their plan includes featured_profile now (the Featured badge, issue 19); photoHidden:
   * their photos are withheld from me (photo_privacy), when the statement that loaded the row said.
   */
  rows: (CardRow & { isFavorite: boolean; isFeatured: boolean; photoHidden?: boolean })[];
  page: number;
  total: number;
  /** More than `total` were found (browse counts up to BROWSE_TOTAL_CAP). */
  totalCapped: boolean;
  hasMore: boolean;
  /** The day the ages were worked out for (the filters' and the cards'). */
  today: Date;
};

export function presentBrowsePage(
  found: CardPage & { needsBasics: boolean },
  hidden: HiddenPhotos,
): TBrowsePage {
  return { ...presentProfilePage(found, hidden), needs_basics: found.needsBasics };
}

/** The owners whose photos the rows' own statement found withheld (card-rows.ts, matches-service.ts). */
export const hiddenAmong = (
  rows: readonly { userId: string; photoHidden?: boolean }[],
  placeholder: PhotoPlaceholder,
): HiddenPhotos =>
  hiddenPhotos(
    rows.filter((row) => row.photoHidden).map((row) => row.userId),
    placeholder,
  );

export function presentProfilePage(found: CardPage, hidden: HiddenPhotos): TProfilePage {
  return {
    profiles: found.rows.map((row) => presentProfileCard(row, row.isFavorite, found.today, hidden)),
    page: found.page,
    page_size: BROWSE_PAGE_SIZE,
    total: found.total,
    total_capped: found.totalCapped,
    has_more: found.hasMore,
  };
}

/** One page of the matches as the service ranks them, best first. */
export type RankedMatches = {
  ranked: {
    row: CardRow & { selfDescription: string | null; isFeatured: boolean; photoHidden?: boolean };
    result: TMatchResult;
  }[];
  /** Spec §2/§9: the count shown is of the matches kept (the best 50 at most, after the filters). */
  total: number;
  /** The best score of all pages. */
  best: number | null;
  page: number;
  needsBasics: boolean;
  today: Date;
};

export function presentMatches(found: RankedMatches, hidden: HiddenPhotos): TMatches {
  const { ranked, total, best, page, needsBasics, today } = found;
  return {
    matches: ranked.map(({ row, result }) => presentMatchCard(row, result, today, hidden)),
    total,
    best,
    page,
    page_size: MATCHES_PAGE_SIZE,
    has_more: page * MATCHES_PAGE_SIZE < total,
    needs_basics: needsBasics,
  };
}

/** The Featured row of /browse: browse cards, in the row's order. */
export function presentFeaturedRow(
  found: Pick<CardPage, 'rows' | 'today'>,
  hidden: HiddenPhotos,
): TFeaturedRow {
  return { profiles: found.rows.map((row) => presentProfileCard(row, row.isFavorite, found.today, hidden)) };
}

export const presentFavorited = (favorited: boolean): TFavorited => ({ favorited });
