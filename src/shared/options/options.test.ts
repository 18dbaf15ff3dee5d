import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryNames, isKnownCountry, isKnownState, statesOf } from './countries.ts';
import { CONTACT_SUBJECTS } from './contact-subjects.ts';
import { EDUCATION_LEVELS, FEMALE_DRESSING, MALE_DRESSING, dressingOptionsFor } from './profile-options.ts';

describe('countries', () => {
  it('lists about thirty countries, each once', () => {
    const names = countryNames();
    expect(names.length).toBeGreaterThanOrEqual(28);
    expect(names.length).toBeLessThanOrEqual(36);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives Canada its 13 provinces and territories', () => {
    const canada = statesOf('Canada');
    expect(canada).toHaveLength(13);
    expect(canada).toContain('Ontario');
    expect(canada).toContain('Nunavut');
  });

  it('never repeats a state within a country and never leaves one empty', () => {
    for (const country of COUNTRIES) {
      expect(country.states.length, country.name).toBeGreaterThan(0);
      expect(new Set(country.states).size, country.name).toBe(country.states.length);
    }
  });

  it('answers unknown countries and states with nothing', () => {
    expect(statesOf('Atlantis')).toEqual([]);
    expect(statesOf(null)).toEqual([]);
    expect(isKnownCountry('Atlantis')).toBe(false);
    expect(isKnownCountry('Pakistan')).toBe(true);
    expect(isKnownState('Canada', 'Ontario')).toBe(true);
    expect(isKnownState('Canada', 'Punjab')).toBe(false);
    expect(isKnownState('Atlantis', 'Ontario')).toBe(false);
  });
});

describe('profile options', () => {
  it('offers dressing by gender', () => {
    expect(dressingOptionsFor('female')).toEqual(FEMALE_DRESSING);
    expect(dressingOptionsFor('male')).toEqual(MALE_DRESSING);
    expect(dressingOptionsFor('male')).toContain('Thobe/Dishdasha');
    expect(dressingOptionsFor(null)).toEqual([]);
  });

  it('keeps the spec spelling of education levels and contact subjects', () => {
    expect(EDUCATION_LEVELS).toHaveLength(8);
    expect(EDUCATION_LEVELS).toContain("Bachelor's Degree");
    expect(EDUCATION_LEVELS).toContain('PhD / Doctorate');
    expect(CONTACT_SUBJECTS.map((s) => s.value)).toEqual([
      'general',
      'technical',
      'account',
      'billing',
      'safety',
      'feedback',
      'other',
    ]);
  });
});
