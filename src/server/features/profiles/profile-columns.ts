import type { profiles } from '../../db/schema/index.ts';
import type { TProfile } from '../../../shared/profiles/profile-contract.ts';

type EditableColumns = Omit<
  typeof profiles.$inferInsert,
  | 'id'
  | 'userId'
  | 'profilePhotoUrl'
  | 'profilePhotoThumbUrl'
  | 'createdAt'
  | 'updatedAt'
  // Set by moderation and verification, never by the profile form.
  | 'pendingPhotoUrl'
  | 'pendingPhotoThumbUrl'
  | 'verifiedAt'
  | 'verifiedViewersOnly'
>;

/**
 * A validated form -> every column a member edits. PUT replaces the profile: a field left out is saved as
 * empty (the form always sends all of them), while the photo columns are only ever set by the photo routes.
 */
export function columnsFromInput(p: TProfile): Required<EditableColumns> {
  return {
    fullName: p.full_name,
    dateOfBirth: p.date_of_birth,
    gender: p.gender,
    maritalStatus: p.marital_status,
    phone: p.phone ?? null,
    birthCountry: p.birth_country ?? null,
    birthState: p.birth_state ?? null,
    currentCountry: p.current_country ?? null,
    currentState: p.current_state ?? null,
    heightCm: p.height_cm ?? null,
    weightKg: p.weight_kg ?? null,
    bloodGroup: p.blood_group ?? null,
    physicalFeatures: p.physical_features ?? null,
    educationalQualification: p.educational_qualification ?? null,
    occupation: p.occupation ?? null,
    careerAspirations: p.career_aspirations ?? null,
    familyBackground: p.family_background ?? null,
    parentsSiblingsInfo: p.parents_siblings_info ?? null,
    familyType: p.family_type ?? null,
    selfDescription: p.self_description ?? null,
    personalityTraits: p.personality_traits ?? null,
    hobbiesInterests: p.hobbies_interests ?? null,
    personalValues: p.personal_values ?? null,
    lifeAspirations: p.life_aspirations ?? null,
    religionCommunity: p.religion_community ?? null,
    religiousBeliefs: p.religious_beliefs ?? null,
    religiousPractices: p.religious_practices ?? null,
    islamicDressing: p.islamic_dressing ?? null,
    islamicValues: p.islamic_values ?? null,
    languagesSpoken: p.languages_spoken ?? [],
    partnerAgeRange: p.partner_age_range ?? null,
    partnerEducation: p.partner_education ?? null,
    partnerLifestyle: p.partner_lifestyle ?? null,
    idealPartnerQualities: p.ideal_partner_qualities ?? null,
    partnerReligiousPreferences: p.partner_religious_preferences ?? null,
    partnerCareerPreferences: p.partner_career_preferences ?? null,
  };
}
