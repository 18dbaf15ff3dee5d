/**
 * The match score of spec §9, from my point of view towards another member.
 *
 * Decisions the spec leaves open:
 * - "Overlaps" (partner education vs qualification, career preference vs occupation) means the two texts
 *   share at least one whole word, compared case-insensitively after dropping punctuation and the stop
 *   words below. Word sets make it the same in either direction, so "Bachelor" matches "Bachelor's Degree"
 *   but "Art" does not match "Martial arts" and "Master's Degree" does not match "Bachelor's Degree"
 *   (the shared word "degree" is a stop word). A possessive "'s" is dropped, other apostrophes removed.
 * - "Same" compares trimmed values case-insensitively; an empty or missing value on either side never scores.
 * - A partner range that does not parse, or whose minimum is above its maximum, never scores.
 * - Same state only counts when the country is the same too (a "Punjab" exists in two countries).
 * - Languages: +3 for each language both speak (case-insensitive, duplicates counted once), at most 10.
 * Only the points are the spec's. Reasons are short texts ordered by the points behind them (ties keep the
 * rule order), because a card shows only the first 3.
 */

import { ageFrom, parseAgeRange } from './age.ts';

export type TMatchProfile = {
  date_of_birth?: string | null;
  partner_age_range?: string | null;
  religion_community?: string | null;
  religious_beliefs?: string | null;
  partner_education?: string | null;
  educational_qualification?: string | null;
  current_country?: string | null;
  current_state?: string | null;
  partner_career_preferences?: string | null;
  occupation?: string | null;
  languages_spoken?: readonly string[] | null;
  family_type?: string | null;
  marital_status?: string | null;
};

export const MATCH_LABELS = ['Excellent Match', 'Good Match', 'Moderate Match', 'Basic Match'] as const;
export type TMatchLabel = (typeof MATCH_LABELS)[number];
export type TMatchResult = { score: number; label: TMatchLabel; reasons: string[] };

export const MATCH_SCORE_MAX = 100;
const LANGUAGE_POINTS = 3;
const LANGUAGE_POINTS_MAX = 10;
const STOP_WORDS = new Set(['degree', 'and', 'or', 'the', 'a', 'of', 'in']);

export function matchLabel(score: number): TMatchLabel {
  if (score >= 80) return 'Excellent Match';
  if (score >= 60) return 'Good Match';
  if (score >= 40) return 'Moderate Match';
  return 'Basic Match';
}

const norm = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

export function wordsOf(text: string | null | undefined): Set<string> {
  const cleaned = norm(text)
    .replace(/['’]s\b/gu, '')
    .replace(/['’]/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
  return new Set(cleaned.split(' ').filter((word) => word !== '' && !STOP_WORDS.has(word)));
}

export function overlaps(a: string | null | undefined, b: string | null | undefined): boolean {
  return sharesAWord(wordsOf(a), b);
}

function sharesAWord(words: ReadonlySet<string>, text: string | null | undefined): boolean {
  if (words.size === 0) return false;
  for (const word of wordsOf(text)) if (words.has(word)) return true;
  return false;
}

/** A partner range as numbers, or null when it never scores (missing, unparsable, min above max). */
function rangeOf(range: string | null | undefined): { min: number; max: number } | null {
  if (!range) return null;
  const parsed = parseAgeRange(range);
  return parsed !== null && parsed.min <= parsed.max ? parsed : null;
}

const inRange = (range: { min: number; max: number } | null, age: number | null) =>
  range !== null && age !== null && age >= range.min && age <= range.max;

/** My languages, normalised, each once, in my spelling and order. */
function myLanguages(mine: readonly string[] | null | undefined) {
  const seen = new Set<string>();
  const languages: { key: string; label: string }[] = [];
  for (const language of mine ?? []) {
    const key = norm(language);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    languages.push({ key, label: language.trim() });
  }
  return languages;
}

/** Languages both speak, in my spelling and order, each once. */
function commonLanguages(
  mine: readonly { key: string; label: string }[],
  theirs: readonly string[] | null | undefined,
) {
  if (mine.length === 0 || !theirs || theirs.length === 0) return [];
  const their = new Set(theirs.map(norm));
  return mine.filter(({ key }) => their.has(key)).map(({ label }) => label);
}

/** ['Arabic'] -> 'Arabic'; ['Arabic', 'English', 'Urdu'] -> 'Arabic, English and Urdu'. */
function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export function matchScore(me: TMatchProfile, other: TMatchProfile, today: Date = new Date()): TMatchResult {
  return matchScorer(me, today)(other);
}

/**
 * matchScore() with my side worked out once: scoring a list of members (a /matches answer) then does only
 * their side per member. Same rules, same results.
 */
export function matchScorer(
  me: TMatchProfile,
  today: Date = new Date(),
): (other: TMatchProfile) => TMatchResult {
  const myRange = rangeOf(me.partner_age_range);
  const myAge = ageFrom(me.date_of_birth, today);
  const religion = norm(me.religion_community);
  const beliefs = norm(me.religious_beliefs);
  const educationWanted = wordsOf(me.partner_education);
  const education = norm(me.educational_qualification);
  const country = norm(me.current_country);
  const state = norm(me.current_state);
  const careerWanted = wordsOf(me.partner_career_preferences);
  const languages = myLanguages(me.languages_spoken);
  const familyType = norm(me.family_type);
  const maritalStatus = norm(me.marital_status);
  /** Mine normalised and not empty, equal to theirs normalised. */
  const same = (mine: string, theirs: string | null | undefined) => mine !== '' && mine === norm(theirs);

  return (other) => {
    const fired: { points: number; reason: string }[] = [];
    const add = (points: number, reason: string) => fired.push({ points, reason });

    if (inRange(myRange, ageFrom(other.date_of_birth, today))) add(10, 'Fits your preferred age range');
    if (myAge !== null && inRange(rangeOf(other.partner_age_range), myAge))
      add(10, 'You fit their preferred age range');
    if (same(religion, other.religion_community)) {
      add(15, 'Same religious community');
      if (same(beliefs, other.religious_beliefs)) add(5, 'Same religious beliefs');
    }
    if (sharesAWord(educationWanted, other.educational_qualification))
      add(10, 'Education matches your preference');
    if (same(education, other.educational_qualification)) add(5, 'Same education level');
    if (same(country, other.current_country)) {
      add(10, `Both in ${other.current_country?.trim()}`);
      if (same(state, other.current_state)) add(5, `Both in ${other.current_state?.trim()}`);
    }
    if (sharesAWord(careerWanted, other.occupation)) add(10, 'Career fits your preference');
    const common = commonLanguages(languages, other.languages_spoken);
    if (common.length > 0)
      add(
        Math.min(common.length * LANGUAGE_POINTS, LANGUAGE_POINTS_MAX),
        `Speaks ${joinWords(common)} like you`,
      );
    if (same(familyType, other.family_type)) add(5, 'Same family type');
    if (same(maritalStatus, other.marital_status)) add(5, 'Same marital status');

    // Every rule at once adds up to exactly 100; the cap keeps that true if a rule's points ever change.
    const score = Math.min(
      fired.reduce((sum, rule) => sum + rule.points, 0),
      MATCH_SCORE_MAX,
    );
    const reasons = fired.toSorted((a, b) => b.points - a.points).map((rule) => rule.reason);
    return { score, label: matchLabel(score), reasons };
  };
}
