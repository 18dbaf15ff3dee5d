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

import { parseAgeRange } from '../profile-schema.ts';
import { ageFrom } from './age.ts';

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

export type TMatchLabel = 'Excellent Match' | 'Good Match' | 'Moderate Match' | 'Basic Match';
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

function same(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = norm(a);
  return left !== '' && left === norm(b);
}

export function wordsOf(text: string | null | undefined): Set<string> {
  const cleaned = norm(text)
    .replace(/['’]s\b/gu, '')
    .replace(/['’]/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
  return new Set(cleaned.split(' ').filter((word) => word !== '' && !STOP_WORDS.has(word)));
}

export function overlaps(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = wordsOf(a);
  for (const word of wordsOf(b)) if (left.has(word)) return true;
  return false;
}

function rangeContains(range: string | null | undefined, age: number | null): boolean {
  if (!range || age === null) return false;
  const parsed = parseAgeRange(range);
  return parsed !== null && parsed.min <= parsed.max && age >= parsed.min && age <= parsed.max;
}

/** Languages both speak, in my spelling and order, each once. */
function commonLanguages(
  mine: readonly string[] | null | undefined,
  theirs: readonly string[] | null | undefined,
) {
  const their = new Set((theirs ?? []).map(norm).filter(Boolean));
  const seen = new Set<string>();
  const common: string[] = [];
  for (const language of mine ?? []) {
    const key = norm(language);
    if (!key || seen.has(key) || !their.has(key)) continue;
    seen.add(key);
    common.push(language.trim());
  }
  return common;
}

/** ['Arabic'] -> 'Arabic'; ['Arabic', 'English', 'Urdu'] -> 'Arabic, English and Urdu'. */
function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export function matchScore(me: TMatchProfile, other: TMatchProfile, today: Date = new Date()): TMatchResult {
  const fired: { points: number; reason: string }[] = [];
  const add = (points: number, reason: string) => fired.push({ points, reason });

  if (rangeContains(me.partner_age_range, ageFrom(other.date_of_birth, today)))
    add(10, 'Fits your preferred age range');
  if (rangeContains(other.partner_age_range, ageFrom(me.date_of_birth, today)))
    add(10, 'You fit their preferred age range');
  if (same(me.religion_community, other.religion_community)) {
    add(15, 'Same religious community');
    if (same(me.religious_beliefs, other.religious_beliefs)) add(5, 'Same religious beliefs');
  }
  if (overlaps(me.partner_education, other.educational_qualification))
    add(10, 'Education matches your preference');
  if (same(me.educational_qualification, other.educational_qualification)) add(5, 'Same education level');
  if (same(me.current_country, other.current_country)) {
    add(10, `Both in ${other.current_country?.trim()}`);
    if (same(me.current_state, other.current_state)) add(5, `Both in ${other.current_state?.trim()}`);
  }
  if (overlaps(me.partner_career_preferences, other.occupation)) add(10, 'Career fits your preference');
  const languages = commonLanguages(me.languages_spoken, other.languages_spoken);
  if (languages.length > 0)
    add(
      Math.min(languages.length * LANGUAGE_POINTS, LANGUAGE_POINTS_MAX),
      `Speaks ${joinWords(languages)} like you`,
    );
  if (same(me.family_type, other.family_type)) add(5, 'Same family type');
  if (same(me.marital_status, other.marital_status)) add(5, 'Same marital status');

  // Every rule at once adds up to exactly 100; the cap keeps that true if a rule's points ever change.
  const score = Math.min(
    fired.reduce((sum, rule) => sum + rule.points, 0),
    MATCH_SCORE_MAX,
  );
  const reasons = fired.toSorted((a, b) => b.points - a.points).map((rule) => rule.reason);
  return { score, label: matchLabel(score), reasons };
}
