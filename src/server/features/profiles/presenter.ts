import type { profiles } from '../../db/schema/index.ts';
import type {
  TMe,
  TMemberProfile,
  TMemberStats,
  TOwnProfile,
  TProfileDetail,
  TProfileDetails,
  TVisitorProfile,
} from '../../../shared/profiles/profile-contract.ts';
import type { TPhotoUrls } from '../../../shared/profiles/photo-contract.ts';
import type { TRole } from '../../../shared/roles.ts';
import { ageFrom } from '../../../shared/rules/age.ts';
import { locationOf } from '../../../shared/rules/location.ts';
import type { MemberCounts } from './stats-service.ts';
import type { OwnPhoto } from './photo-service.ts';
import { completionOf } from '../../domain/profile/profile-completion.ts';
import { presentAccountState, type AccountHold } from '../../domain/member/account-holds.ts';
import {
  isPhotoHidden,
  NO_HIDDEN_PHOTOS,
  shownPhoto,
  type HiddenPhotos,
} from '../../domain/member/photo-privacy.ts';
import type { ProfileForViewer } from './service.ts';

type ProfileRow = typeof profiles.$inferSelect;

export function firstNameOf(fullName: string | null): string {
  return (fullName ?? '').trim().split(/\s+/)[0] ?? '';
}

/**
 * The fields another signed-in member may see, in the spec's names plus the second naming set (location,
 * education, bio, religion) derived from the first. Never the e-mail, phone or exact date of birth: those
 * are added by the owner's presenter only.
 */
type Details = Omit<TProfileDetails, 'id' | 'user_id' | 'created_at' | 'updated_at'>;

function presentDetails(row: ProfileRow, hidden: HiddenPhotos = NO_HIDDEN_PHOTOS): Details {
  return {
    full_name: row.fullName,
    age: ageFrom(row.dateOfBirth),
    gender: row.gender,
    marital_status: row.maritalStatus,
    birth_country: row.birthCountry,
    birth_state: row.birthState,
    current_country: row.currentCountry,
    current_state: row.currentState,
    height_cm: row.heightCm,
    weight_kg: row.weightKg,
    blood_group: row.bloodGroup,
    physical_features: row.physicalFeatures,
    educational_qualification: row.educationalQualification,
    occupation: row.occupation,
    career_aspirations: row.careerAspirations,
    family_background: row.familyBackground,
    parents_siblings_info: row.parentsSiblingsInfo,
    family_type: row.familyType,
    self_description: row.selfDescription,
    personality_traits: row.personalityTraits,
    hobbies_interests: row.hobbiesInterests,
    personal_values: row.personalValues,
    life_aspirations: row.lifeAspirations,
    religion_community: row.religionCommunity,
    religious_beliefs: row.religiousBeliefs,
    religious_practices: row.religiousPractices,
    islamic_dressing: row.islamicDressing,
    islamic_values: row.islamicValues,
    languages_spoken: row.languagesSpoken,
    partner_age_range: row.partnerAgeRange,
    partner_education: row.partnerEducation,
    partner_lifestyle: row.partnerLifestyle,
    ideal_partner_qualities: row.idealPartnerQualities,
    partner_religious_preferences: row.partnerReligiousPreferences,
    partner_career_preferences: row.partnerCareerPreferences,
    profile_photo_url: shownPhoto(hidden, row.userId, row.profilePhotoUrl),
    profile_photo_thumb_url: shownPhoto(hidden, row.userId, row.profilePhotoThumbUrl),
    photo_hidden: isPhotoHidden(hidden, row.userId, row.profilePhotoUrl ?? row.profilePhotoThumbUrl),
    verified: row.verifiedAt !== null,
    location: locationOf(row.currentState, row.currentCountry),
    education: row.educationalQualification,
    bio: row.selfDescription,
    religion: row.religionCommunity,
  };
}

const stamps = (row: ProfileRow) => ({
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/**
 * The profile as its owner sees it: a photo still waiting for a moderator stands where the approved one
 * would (the owner sees what they chose, marked 'pending'; domain/member/photo-review.ts).
 */
export const asOwnerSeesIt = (row: ProfileRow): ProfileRow =>
  row.pendingPhotoUrl
    ? { ...row, profilePhotoUrl: row.pendingPhotoUrl, profilePhotoThumbUrl: row.pendingPhotoThumbUrl }
    : row;

/** The owner's own profile: every field, including the private ones. */
export function presentOwnProfile(row: ProfileRow, email: string): TOwnProfile {
  return {
    id: row.id,
    user_id: row.userId,
    email,
    phone: row.phone,
    date_of_birth: row.dateOfBirth,
    ...presentDetails(asOwnerSeesIt(row)),
    photo_review: row.pendingPhotoUrl ? 'pending' : null,
    ...stamps(row),
  };
}

/**
 * Another member's profile as a signed-in member sees it: the blurred placeholder for a photo they may
 * not see (`hidden`, domain/member/photo-privacy.ts).
 */
export function presentMemberProfile(row: ProfileRow, hidden: HiddenPhotos): TMemberProfile {
  return { id: row.id, user_id: row.userId, ...presentDetails(row, hidden), ...stamps(row) };
}

/** A signed-out visitor learns only that the member exists: no photo, no details. */
export function presentVisitorProfile(row: ProfileRow): TVisitorProfile {
  return {
    user_id: row.userId,
    first_name: firstNameOf(row.fullName),
    age: ageFrom(row.dateOfBirth),
    current_country: row.currentCountry,
  };
}

/** GET /api/profiles/:userId: the fields for who asks, and the match score for a member. */
export function presentProfileDetail(found: ProfileForViewer): TProfileDetail {
  if (found.audience === 'visitor') return { viewer: 'visitor', profile: presentVisitorProfile(found.row) };
  const profile = presentMemberProfile(found.row, found.hidden);
  return {
    viewer: found.audience,
    profile,
    match: found.match,
    guardian: found.guardian ? { name: found.guardian } : null,
  };
}

type Account = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  createdAt: Date;
  accountKind: 'member' | 'guardian';
};

/** GET /api/me. The completion is the one rule, as every server figure reads it (domain/profile/profile-completion.ts). */
export function presentMe(
  account: Account,
  role: TRole,
  row: ProfileRow | null,
  hold: AccountHold | null,
): TMe {
  const profile = row ? presentOwnProfile(row, account.email) : null;
  return {
    user: {
      id: account.id,
      email: account.email,
      name: account.name,
      email_verified: account.emailVerified,
      created_at: account.createdAt.toISOString(),
    },
    role,
    profile,
    completion: completionOf(row ? asOwnerSeesIt(row) : null),
    account: presentAccountState(hold),
    account_kind: account.accountKind,
  };
}

export const presentPhotoUrls = (urls: OwnPhoto): TPhotoUrls => ({
  profile_photo_url: urls.photoUrl,
  profile_photo_thumb_url: urls.thumbUrl,
  photo_review: urls.pending ? 'pending' : null,
});

export const presentMemberStats = (counts: MemberCounts): TMemberStats => ({
  pending_requests: counts.pendingRequests,
  unread_messages: counts.unreadMessages,
  profile_views: counts.profileViews,
  favorites_received: counts.favoritesReceived,
});
