import type { profiles } from '../../db/schema/index.ts';
import type { TMatchProfile } from '../../../shared/rules/match-score.ts';

type Profiles = typeof profiles;

/** The columns a card shows (presenter.ts picks from them); never e-mail or phone. */
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
