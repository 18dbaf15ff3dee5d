import { parseAgeRange } from '../../../shared/rules/age.ts';
import { ageFrom, isRealDate } from '../../../shared/rules/age.ts';
import { wordsOf, type TMatchProfile } from '../../../shared/rules/match-score.ts';

/**
 * My side of every match rule, worked out once per request in JS with the very functions match-score.ts
 * uses, so the SQL only compares them with the other member's stored helper columns. A rule that can
 * never fire for me (say, I have no religion) is null and drops out of the SQL altogether.
 */
export type MyMatchKeys = {
  /** Their date_of_birth in (after, upTo] <=> their age is inside my partner range today. */
  theirBirth: { after: string; upTo: string } | null;
  myAge: number | null;
  religion: string | null;
  beliefs: string | null;
  educationWanted: string[];
  education: string | null;
  country: string | null;
  state: string | null;
  careerWanted: string[];
  languages: string[];
  familyType: string | null;
  maritalStatus: string | null;
};

/** match-score.ts's norm(): trimmed and lower case; empty means "never scores". */
export const matchKey = (value: string | null | undefined) => (value ?? '').trim().toLowerCase() || null;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' of (year, month, day), or of the last real day before it (29 Feb in a common year). */
function dateOnOrBefore(year: number, month: number, day: number): string {
  let d = day;
  while (d > 28 && !isRealDate(year, month, d)) d -= 1;
  return `${pad(year, 4)}-${pad(month)}-${pad(d)}`;
}

/**
 * ageFrom() >= n exactly when the birth date is on or before (today's year - n, today's month and day):
 * whole years compare as (year, month, day) tuples. So age in [min, max] <=> born after the cut-off of
 * max + 1 years and on or before the cut-off of min years.
 */
export function birthDatesForAges(min: number, max: number, today: Date) {
  const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  return { after: dateOnOrBefore(y - max - 1, m, d), upTo: dateOnOrBefore(y - min, m, d) };
}

export function myMatchKeys(me: TMatchProfile, today: Date): MyMatchKeys {
  const range = me.partner_age_range ? parseAgeRange(me.partner_age_range) : null;
  const languages = new Set<string>();
  for (const language of me.languages_spoken ?? []) {
    const key = matchKey(language);
    if (key) languages.add(key);
  }
  return {
    theirBirth: range && range.min <= range.max ? birthDatesForAges(range.min, range.max, today) : null,
    myAge: ageFrom(me.date_of_birth, today),
    religion: matchKey(me.religion_community),
    beliefs: matchKey(me.religious_beliefs),
    educationWanted: [...wordsOf(me.partner_education)],
    education: matchKey(me.educational_qualification),
    country: matchKey(me.current_country),
    state: matchKey(me.current_state),
    careerWanted: [...wordsOf(me.partner_career_preferences)],
    languages: [...languages],
    familyType: matchKey(me.family_type),
    maritalStatus: matchKey(me.marital_status),
  };
}

/**
 * The tie-break of equal scores: is their age inside my stated partner range today? The same window of
 * birth dates the score's first rule reads; 'YYYY-MM-DD' texts compare as the dates do.
 */
export function inMyAgeRange(keys: MyMatchKeys, dateOfBirth: string | null): boolean {
  const window = keys.theirBirth;
  return window !== null && dateOfBirth !== null && dateOfBirth > window.after && dateOfBirth <= window.upTo;
}
