import { sql } from 'drizzle-orm';
import type { profiles } from '../../db/schema/index.ts';
import { locationOf } from '../../../shared/rules/location.ts';
import { profileCompletion, type CompletionInput } from '../../../shared/rules/profile-completion.ts';

/**
 * The one completion rule (src/shared/rules/profile-completion.ts) reads the spec's names (location,
 * education, bio); a stored profile has the form's names. This is that translation, for every server
 * figure of a member's completion, so each answers the same number as GET /api/me. A photo still
 * waiting for a moderator counts (the member has done their part; issue 23 item 2).
 */

type Profiles = typeof profiles;

/** The columns the rule reads. */
export const completionColumns = (p: Profiles) => ({
  fullName: p.fullName,
  dateOfBirth: p.dateOfBirth,
  gender: p.gender,
  currentState: p.currentState,
  currentCountry: p.currentCountry,
  occupation: p.occupation,
  educationalQualification: p.educationalQualification,
  selfDescription: p.selfDescription,
  profilePhotoUrl: sql<string | null>`coalesce(${p.pendingPhotoUrl}, ${p.profilePhotoUrl})`,
  partnerAgeRange: p.partnerAgeRange,
  partnerEducation: p.partnerEducation,
});

export type CompletionRow = {
  fullName: string | null;
  dateOfBirth: string | null;
  gender: string | null;
  currentState: string | null;
  currentCountry: string | null;
  occupation: string | null;
  educationalQualification: string | null;
  selfDescription: string | null;
  profilePhotoUrl: string | null;
  partnerAgeRange: string | null;
  partnerEducation: string | null;
};

export const completionInputOf = (row: CompletionRow): CompletionInput => ({
  full_name: row.fullName,
  date_of_birth: row.dateOfBirth,
  gender: row.gender,
  location: locationOf(row.currentState, row.currentCountry),
  occupation: row.occupation,
  education: row.educationalQualification,
  bio: row.selfDescription,
  profile_photo_url: row.profilePhotoUrl,
  partner_age_range: row.partnerAgeRange,
  partner_education: row.partnerEducation,
});

/** A member's completion in percent; 0 without a profile, as GET /api/me answers. */
export const completionOf = (row: CompletionRow | null): number =>
  profileCompletion(row ? completionInputOf(row) : null);
