import { describe, expect, it } from 'vitest';
import { matchLabel, matchScore, type TMatchProfile } from './match-score.ts';

const TODAY = new Date('2026-01-15T12:00:00Z');
// 30 years old on TODAY; 25 years old on TODAY.
const BORN_30 = '1995-06-01';
const BORN_25 = '2000-06-01';

type Case = { name: string; me: TMatchProfile; other: TMatchProfile; score: number; reasons: string[] };

const RULES: Case[] = [
  {
    name: 'my range contains their age',
    me: { partner_age_range: '25-35' },
    other: { date_of_birth: BORN_30 },
    score: 10,
    reasons: ['Fits your preferred age range'],
  },
  {
    name: 'their range contains my age',
    me: { date_of_birth: BORN_25 },
    other: { partner_age_range: '20-26' },
    score: 10,
    reasons: ['You fit their preferred age range'],
  },
  {
    name: 'same religious community',
    me: { religion_community: 'Sunni' },
    other: { religion_community: 'sunni ' },
    score: 15,
    reasons: ['Same religious community'],
  },
  {
    name: 'same beliefs on top of the same community',
    me: { religion_community: 'Sunni', religious_beliefs: 'Moderate' },
    other: { religion_community: 'Sunni', religious_beliefs: 'Moderate' },
    score: 20,
    reasons: ['Same religious community', 'Same religious beliefs'],
  },
  {
    name: 'partner education overlaps their qualification',
    me: { partner_education: 'Bachelor or higher' },
    other: { educational_qualification: "Bachelor's Degree" },
    score: 10,
    reasons: ['Education matches your preference'],
  },
  {
    name: 'same education level',
    me: { educational_qualification: 'PhD / Doctorate' },
    other: { educational_qualification: 'PhD / Doctorate' },
    score: 5,
    reasons: ['Same education level'],
  },
  {
    name: 'same country',
    me: { current_country: 'Canada' },
    other: { current_country: 'Canada' },
    score: 10,
    reasons: ['Both in Canada'],
  },
  {
    name: 'same country and state',
    me: { current_country: 'Canada', current_state: 'Ontario' },
    other: { current_country: 'Canada', current_state: 'Ontario' },
    score: 15,
    reasons: ['Both in Canada', 'Both in Ontario'],
  },
  {
    name: 'career preference overlaps their occupation',
    me: { partner_career_preferences: 'Doctor, engineer or teacher' },
    other: { occupation: 'Software Engineer' },
    score: 10,
    reasons: ['Career fits your preference'],
  },
  {
    name: 'one common language',
    me: { languages_spoken: ['Arabic', 'French'] },
    other: { languages_spoken: ['arabic', 'Urdu'] },
    score: 3,
    reasons: ['Speaks Arabic like you'],
  },
  {
    name: 'two common languages',
    me: { languages_spoken: ['Arabic', 'English'] },
    other: { languages_spoken: ['English', 'Arabic'] },
    score: 6,
    reasons: ['Speaks Arabic and English like you'],
  },
  {
    name: 'four common languages are capped at 10',
    me: { languages_spoken: ['Arabic', 'English', 'Urdu', 'French', 'Arabic'] },
    other: { languages_spoken: ['ARABIC', 'english', 'Urdu', 'French'] },
    score: 10,
    reasons: ['Speaks Arabic, English, Urdu and French like you'],
  },
  {
    name: 'same family type',
    me: { family_type: 'Nuclear Family' },
    other: { family_type: 'Nuclear Family' },
    score: 5,
    reasons: ['Same family type'],
  },
  {
    name: 'same marital status',
    me: { marital_status: 'single' },
    other: { marital_status: 'single' },
    score: 5,
    reasons: ['Same marital status'],
  },
];

const NO_SCORE: Case[] = [
  { name: 'two empty profiles', me: {}, other: {}, score: 0, reasons: [] },
  {
    name: 'nulls and blanks everywhere',
    me: {
      religion_community: '',
      current_country: '  ',
      family_type: null,
      marital_status: null,
      languages_spoken: ['', ' '],
      partner_education: '',
      partner_career_preferences: null,
      partner_age_range: null,
    },
    other: {
      religion_community: '',
      current_country: '  ',
      family_type: null,
      marital_status: null,
      languages_spoken: [' ', ''],
      educational_qualification: '',
      occupation: null,
      date_of_birth: null,
    },
    score: 0,
    reasons: [],
  },
  {
    name: 'beliefs alone without the same community',
    me: { religion_community: 'Sunni', religious_beliefs: 'Moderate' },
    other: { religion_community: 'Shia', religious_beliefs: 'Moderate' },
    score: 0,
    reasons: [],
  },
  {
    name: 'same state in different countries',
    me: { current_country: 'India', current_state: 'Punjab' },
    other: { current_country: 'Pakistan', current_state: 'Punjab' },
    score: 0,
    reasons: [],
  },
  {
    name: 'an age outside the range',
    me: { partner_age_range: '31-40' },
    other: { date_of_birth: BORN_30 },
    score: 0,
    reasons: [],
  },
  {
    name: 'a reversed range',
    me: { partner_age_range: '40-20' },
    other: { date_of_birth: BORN_30 },
    score: 0,
    reasons: [],
  },
  {
    name: 'a range that does not parse',
    me: { partner_age_range: 'twenty to forty' },
    other: { date_of_birth: BORN_30 },
    score: 0,
    reasons: [],
  },
  {
    name: 'a malformed date of birth',
    me: { partner_age_range: '18-99' },
    other: { date_of_birth: '1995-02-30' },
    score: 0,
    reasons: [],
  },
  {
    name: 'only stop words and punctuation in common',
    me: { partner_education: "Master's Degree", partner_career_preferences: 'the, and, or' },
    other: { educational_qualification: "Bachelor's Degree", occupation: 'Head of the department' },
    score: 0,
    reasons: [],
  },
  {
    name: 'part of a word is not a whole word',
    me: { partner_career_preferences: 'Art' },
    other: { occupation: 'Martial arts coach' },
    score: 0,
    reasons: [],
  },
];

describe('matchScore: each rule', () => {
  it.each(RULES)('$name', ({ me, other, score, reasons }) => {
    expect(matchScore(me, other, TODAY)).toEqual({ score, label: matchLabel(score), reasons });
  });
});

describe('matchScore: values that never score', () => {
  it.each(NO_SCORE)('$name', ({ me, other, score, reasons }) => {
    expect(matchScore(me, other, TODAY)).toEqual({ score, label: 'Basic Match', reasons });
  });
});

const FULL_A: TMatchProfile = {
  date_of_birth: BORN_30,
  partner_age_range: '20-30',
  religion_community: 'Sunni',
  religious_beliefs: 'Moderate',
  partner_education: 'Masters',
  educational_qualification: "Master's Degree",
  current_country: 'Canada',
  current_state: 'Ontario',
  partner_career_preferences: 'Engineer',
  occupation: 'Civil Engineer',
  languages_spoken: ['Arabic', 'English', 'Urdu', 'French'],
  family_type: 'Nuclear Family',
  marital_status: 'single',
};

describe('matchScore: totals', () => {
  it('gives exactly 100 when every rule fires', () => {
    const other = { ...FULL_A, date_of_birth: BORN_25, partner_education: 'Master' };
    const result = matchScore({ ...FULL_A, partner_education: 'Master' }, other, TODAY);
    expect(result.score).toBe(100);
    expect(result.label).toBe('Excellent Match');
    expect(result.reasons).toHaveLength(12);
  });

  it('orders the reasons by their points, so the first three are the strongest', () => {
    const result = matchScore(
      { marital_status: 'single', religion_community: 'Sunni', current_country: 'Canada' },
      { marital_status: 'single', religion_community: 'Sunni', current_country: 'Canada' },
      TODAY,
    );
    expect(result.reasons).toEqual(['Same religious community', 'Both in Canada', 'Same marital status']);
  });

  it('is symmetric for the shared rules and the two age ranges', () => {
    const symmetric = (p: TMatchProfile): TMatchProfile => ({
      ...p,
      partner_education: null,
      partner_career_preferences: null,
    });
    const a = symmetric(FULL_A);
    const b = symmetric({
      ...FULL_A,
      date_of_birth: BORN_25,
      partner_age_range: '28-35',
      current_state: 'Quebec',
      languages_spoken: ['english'],
    });
    expect(matchScore(a, b, TODAY).score).toBe(matchScore(b, a, TODAY).score);
    expect(matchScore(a, b, TODAY).score).toBe(10 + 10 + 15 + 5 + 5 + 10 + 3 + 5 + 5);
  });

  it('is not symmetric for a one-sided preference', () => {
    const me = { partner_career_preferences: 'Teacher' };
    const other = { occupation: 'Teacher' };
    expect(matchScore(me, other, TODAY).score).toBe(10);
    expect(matchScore(other, me, TODAY).score).toBe(0);
  });

  it('uses today to compute ages', () => {
    const me = { partner_age_range: '25-29' };
    const other = { date_of_birth: BORN_30 };
    expect(matchScore(me, other, new Date('2025-05-31T00:00:00Z')).score).toBe(10);
    expect(matchScore(me, other, new Date('2025-06-01T00:00:00Z')).score).toBe(0);
  });
});
