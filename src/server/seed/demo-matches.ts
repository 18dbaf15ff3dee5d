import { matchProfileOf, type MatchFields } from '../domain/profile/profile-fields.ts';
import { ageFrom, parseAgeRange } from '../../shared/rules/age.ts';
import { matchScorer } from '../../shared/rules/match-score.ts';

type Scored = Partial<MatchFields> & { gender: string | null; dateOfBirth: string | null };

const asMatchFields = (p: Scored): MatchFields => ({
  dateOfBirth: p.dateOfBirth,
  partnerAgeRange: p.partnerAgeRange ?? null,
  religionCommunity: p.religionCommunity ?? null,
  religiousBeliefs: p.religiousBeliefs ?? null,
  partnerEducation: p.partnerEducation ?? null,
  educationalQualification: p.educationalQualification ?? null,
  currentCountry: p.currentCountry ?? null,
  currentState: p.currentState ?? null,
  partnerCareerPreferences: p.partnerCareerPreferences ?? null,
  occupation: p.occupation ?? null,
  languagesSpoken: p.languagesSpoken ?? [],
  familyType: p.familyType ?? null,
  maritalStatus: p.maritalStatus ?? 'single',
});

/**
 * How many members of the other gender, aged within `me`'s partner range, the match score (the server's
 * own rules) calls a Good or Excellent match for `me`: what their /matches page opens with.
 */
export function goodMatchesInRange(me: Scored, others: readonly Scored[], today: Date): number {
  const range = me.partnerAgeRange ? parseAgeRange(me.partnerAgeRange) : null;
  if (!range) return 0;
  const score = matchScorer(matchProfileOf(asMatchFields(me)), today);
  return others.filter((other) => {
    const age = ageFrom(other.dateOfBirth, today);
    if (other.gender === me.gender || age === null || age < range.min || age > range.max) return false;
    const { label } = score(matchProfileOf(asMatchFields(other)));
    return label === 'Excellent Match' || label === 'Good Match';
  }).length;
}
