import type { profiles } from '../../db/schema/index.ts';
import { ageFrom } from '../../../shared/rules/age.ts';
import { locationOf } from '../../../shared/rules/location.ts';

type ProfileRow = typeof profiles.$inferSelect;

export function firstNameOf(fullName: string | null): string {
  return (fullName ?? '').trim().split(/\s+/)[0] ?? '';
}

/**
 * The fields another signed-in member may see, in the spec's names plus the second naming set (location,
 * education, bio, religion) derived from the first. Never the e-mail, phone or exact date of birth: those
 * are added by the owner's presenter only.
 */
function presentDetails(row: ProfileRow) {
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
    profile_photo_url: row.profilePhotoUrl,
    profile_photo_thumb_url: row.profilePhotoThumbUrl,
    location: locationOf(row.currentState, row.currentCountry),
    education: row.educationalQualification,
    bio: row.selfDescription,
    religion: row.religionCommunity,
  };
}

/** The owner's own profile: every field, including the private ones. */
export function presentOwnProfile(row: ProfileRow, email: string) {
  return {
    id: row.id,
    user_id: row.userId,
    email,
    phone: row.phone,
    date_of_birth: row.dateOfBirth,
    ...presentDetails(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Another member's profile as a signed-in member sees it. */
export function presentMemberProfile(row: ProfileRow) {
  return {
    id: row.id,
    user_id: row.userId,
    ...presentDetails(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A signed-out visitor learns only that the member exists: no photo, no details. */
export function presentVisitorProfile(row: ProfileRow) {
  return {
    user_id: row.userId,
    first_name: firstNameOf(row.fullName),
    age: ageFrom(row.dateOfBirth),
    current_country: row.currentCountry,
  };
}

export type OwnProfile = ReturnType<typeof presentOwnProfile>;
export type MemberProfile = ReturnType<typeof presentMemberProfile>;
export type VisitorProfile = ReturnType<typeof presentVisitorProfile>;
