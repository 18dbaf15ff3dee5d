import type { profiles } from '../../db/schema/index.ts';

type ProfileRow = typeof profiles.$inferSelect;

/** "state, country" when both exist, else whichever exists, else null. */
export function locationOf(state: string | null, country: string | null): string | null {
  const parts = [state, country].filter((p): p is string => Boolean(p && p.trim()));
  return parts.length ? parts.join(', ') : null;
}

/**
 * The owner's own profile: every field, in the spec's names, plus the second naming set
 * (location, education, bio, religion) derived from the first.
 */
export function presentOwnProfile(row: ProfileRow, email: string) {
  return {
    id: row.id,
    user_id: row.userId,
    email,
    full_name: row.fullName,
    date_of_birth: row.dateOfBirth,
    gender: row.gender,
    marital_status: row.maritalStatus,
    phone: row.phone,
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
    location: locationOf(row.currentState, row.currentCountry),
    education: row.educationalQualification,
    bio: row.selfDescription,
    religion: row.religionCommunity,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type OwnProfile = ReturnType<typeof presentOwnProfile>;
