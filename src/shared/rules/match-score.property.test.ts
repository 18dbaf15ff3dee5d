import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMMUNITIES,
  EDUCATION_LEVELS,
  FAMILY_TYPES,
  MARITAL_STATUSES,
  RELIGIOUS_BELIEFS,
} from '../options/profile-options.ts';
import { MATCH_SCORE_MAX, matchLabel, matchScore, type TMatchProfile } from './match-score.ts';

/** Text as members (and a careless import) write it: option values in any case, blanks, odd characters. */
const textLike = (options: readonly string[]) =>
  fc.option(
    fc.oneof(
      fc.constantFrom(...options),
      fc.constantFrom(...options).map((o) => `  ${o.toUpperCase()} `),
      fc.constantFrom('', ' ', "Bachelor's", 'o’s', 'ΟΔΟΣ', 'İstanbul', 'ß'),
      fc.string({ maxLength: 30 }),
    ),
    { nil: null },
  );

const birthDate = fc
  .date({ min: new Date('1930-01-01T00:00:00Z'), max: new Date('2015-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const ageRange = fc.option(
  fc.oneof(
    fc.tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 120 })).map(([a, b]) => `${a}-${b}`),
    fc.constantFrom('', '25 - 35', '40-20', 'abc', '1000-2000', ' 18-99 '),
  ),
  { nil: null },
);

const profile: fc.Arbitrary<TMatchProfile> = fc.record(
  {
    date_of_birth: fc.option(birthDate, { nil: null }),
    partner_age_range: ageRange,
    religion_community: textLike(COMMUNITIES),
    religious_beliefs: textLike(RELIGIOUS_BELIEFS),
    partner_education: textLike(EDUCATION_LEVELS),
    educational_qualification: textLike(EDUCATION_LEVELS),
    current_country: textLike(['Canada', 'Pakistan', 'United Kingdom']),
    current_state: textLike(['Ontario', 'Punjab', 'London']),
    partner_career_preferences: textLike(['Engineer or doctor', 'Any halal profession']),
    occupation: textLike(['Software Engineer', 'Doctor', 'Teacher']),
    languages_spoken: fc.option(
      fc.array(
        textLike(['Arabic', 'English', 'Urdu', 'arabic ']).map((l) => l ?? ''),
        { maxLength: 6 },
      ),
      {
        nil: null,
      },
    ),
    family_type: textLike(FAMILY_TYPES),
    marital_status: textLike(MARITAL_STATUSES),
  },
  { requiredKeys: [] },
);

const today = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('matchScore (properties)', () => {
  it('is a whole number from 0 to 100 whose label is matchLabel(score)', () => {
    fc.assert(
      fc.property(profile, profile, today, (me, other, day) => {
        const { score, label, reasons } = matchScore(me, other, day);
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(MATCH_SCORE_MAX);
        expect(label).toBe(matchLabel(score));
        // A score comes with a reason for it, and no reason without points.
        expect(score === 0).toBe(reasons.length === 0);
      }),
      { numRuns: 2000 },
    );
  });

  it('is deterministic: the same profiles on the same day score the same', () => {
    fc.assert(
      fc.property(profile, profile, today, (me, other, day) => {
        const first = matchScore(me, other, day);
        const again = matchScore(structuredClone(me), structuredClone(other), new Date(day.getTime()));
        expect(again).toEqual(first);
      }),
      { numRuns: 1000 },
    );
  });

  it('gives the best labels only to the best scores', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const rank = ['Basic Match', 'Moderate Match', 'Good Match', 'Excellent Match'];
        if (a <= b) expect(rank.indexOf(matchLabel(a))).toBeLessThanOrEqual(rank.indexOf(matchLabel(b)));
      }),
    );
  });
});
