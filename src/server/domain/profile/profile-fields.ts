import type { profiles } from '../../db/schema/index.ts';
import type { TMatchProfile } from '../../../shared/rules/match-score.ts';

/**
 * The profile's field mappings several features share: the columns a card shows and the fields the
 * match score reads (discovery's lists, the profile page's score).
 */

type Profiles = typeof profiles;

/** The columns a card shows (the presenters pick from them); never e-mail or phone. */
export const cardColumns = (p: Profiles) => ({
  userId: p.userId,
  fullName: p.fullName,
  dateOfBirth: p.dateOfBirth,
  gender: p.gender,
  currentCountry: p.currentCountry,
  currentState: p.currentState,
  occupation: p.occupation,
  educationalQualification: p.educationalQualification,
  religionCommunity: p.religionCommunity,
  maritalStatus: p.maritalStatus,
  profilePhotoUrl: p.profilePhotoUrl,
  profilePhotoThumbUrl: p.profilePhotoThumbUrl,
  verifiedAt: p.verifiedAt,
});

/** The columns matchScore() reads. */
export const matchColumns = (p: Profiles) => ({
  dateOfBirth: p.dateOfBirth,
  partnerAgeRange: p.partnerAgeRange,
  religionCommunity: p.religionCommunity,
  religiousBeliefs: p.religiousBeliefs,
  partnerEducation: p.partnerEducation,
  educationalQualification: p.educationalQualification,
  currentCountry: p.currentCountry,
  currentState: p.currentState,
  partnerCareerPreferences: p.partnerCareerPreferences,
  occupation: p.occupation,
  languagesSpoken: p.languagesSpoken,
  familyType: p.familyType,
  maritalStatus: p.maritalStatus,
});

export type MatchFields = {
  dateOfBirth: string | null;
  partnerAgeRange: string | null;
  religionCommunity: string | null;
  religiousBeliefs: string | null;
  partnerEducation: string | null;
  educationalQualification: string | null;
  currentCountry: string | null;
  currentState: string | null;
  partnerCareerPreferences: string | null;
  occupation: string | null;
  languagesSpoken: string[];
  familyType: string | null;
  maritalStatus: string;
};

/** The fields matchScore() reads, from a stored row or a selection of matchColumns(). */
export const matchProfileOf = (row: MatchFields): TMatchProfile => ({
  date_of_birth: row.dateOfBirth,
  partner_age_range: row.partnerAgeRange,
  religion_community: row.religionCommunity,
  religious_beliefs: row.religiousBeliefs,
  partner_education: row.partnerEducation,
  educational_qualification: row.educationalQualification,
  current_country: row.currentCountry,
  current_state: row.currentState,
  partner_career_preferences: row.partnerCareerPreferences,
  occupation: row.occupation,
  languages_spoken: row.languagesSpoken,
  family_type: row.familyType,
  marital_status: row.maritalStatus,
});
