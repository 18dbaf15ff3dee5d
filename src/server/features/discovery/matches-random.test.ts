import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/rows.ts';
import { createLogger } from '../../infra/logger.ts';
import { ageFrom, parseAgeRange } from '../../../shared/rules/age.ts';
import { matchScore, wordsOf } from '../../../shared/rules/match-score.ts';
import { buildMember, buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { matchProfileOf } from '../../domain/profile/profile-fields.ts';

/**
 * The SQL score must be matchScore() to the point. Members get random values with the odd cases real data
 * has (any case, blanks, possessives, curly apostrophes, reversed or unparsable ranges, repeated languages,
 * non-Latin text), and every answer is checked against matchScore() on the same rows: which members, in
 * which order, with which score.
 */

const log = createLogger('silent');
const disagreements = vi.spyOn(log, 'error');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, log);
});
afterAll(async () => {
  await t.close();
});

const SEED = Number(process.env.MATCH_SEED ?? Date.now() % 1_000_000);

const messy = (...values: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...values) },
    fc.constantFrom(...values).map((v) => ` ${v.toUpperCase()}  `),
    fc.constantFrom(...values).map((v) => v.toLowerCase()),
    fc.constantFrom('', '   ', 'ΣΟΦΙΑΣ', 'İstanbul', 'straße', 'مهندس', 'o’s'),
  );
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null, freq: 4 });

const member = fc.record({
  gender: fc.constantFrom('male' as const, 'female' as const),
  dateOfBirth: maybe(
    fc
      .date({
        min: new Date('1950-01-01T00:00:00Z'),
        max: new Date('2008-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10)),
  ),
  partnerAgeRange: maybe(
    fc.oneof(
      fc
        .tuple(fc.integer({ min: 18, max: 70 }), fc.integer({ min: 18, max: 70 }))
        .map(([a, b]) => `${a}-${b}`),
      fc.constantFrom('40-20', ' 25 - 35 ', '18-99', '5-1000', 'abc', '', '30-30', '\u00a020-40\ufeff'),
    ),
  ),
  religionCommunity: maybe(messy('Sunni', 'Shia', 'Sufi')),
  religiousBeliefs: maybe(messy('Moderate', 'Orthodox')),
  partnerEducation: maybe(
    messy(
      "Bachelor's Degree or higher",
      'bachelors',
      'Master’s or PhD',
      'Degree of any kind',
      'Diploma / Certificate',
    ),
  ),
  educationalQualification: maybe(
    messy("Bachelor's Degree", "Master's Degree", 'PhD / Doctorate', 'Diploma / Certificate'),
  ),
  currentCountry: maybe(messy('Canada', 'Pakistan')),
  currentState: maybe(messy('Ontario', 'Punjab')),
  partnerCareerPreferences: maybe(messy('Engineer, doctor or teacher', "Doctor's assistant", 'Any art')),
  occupation: maybe(messy('Software Engineer', 'Doctor', 'Martial arts coach', 'Teacher')),
  languagesSpoken: fc.array(messy('English', 'Arabic', 'Urdu', 'Türkçe'), { maxLength: 5 }),
  familyType: maybe(messy('Nuclear Family', 'Joint Family')),
  maritalStatus: fc.constantFrom('single' as const, 'divorced' as const, 'widowed' as const),
  createdAt: fc.constantFrom('2025-01-01', '2025-06-01', '2026-01-01').map((d) => new Date(`${d}T00:00:00Z`)),
});

describe(`SQL score == matchScore() (seed ${SEED})`, () => {
  it('lists exactly the members matchScore() lists, in its order, with its scores, for every viewer', async () => {
    const name = `Rnd${SEED}`;
    const drawn = fc.sample(member, { numRuns: 72, seed: SEED });
    const viewers = [];
    for (const [i, profile] of drawn.entries()) {
      const options = { gender: profile.gender, name: `${name} M${i}`, profile };
      if (i < 12) viewers.push(await buildSignedIn(t, options));
      else await buildMember(t.db, options);
    }
    const rows = await t.db
      .select()
      .from(profiles)
      .where(sql`${profiles.fullName} like ${`${name} %`}`);
    expect(rows).toHaveLength(72);
    const today = new Date();

    type Page = {
      matches: { user_id: string; score: number; reasons: string[] }[];
      total: number;
      has_more: boolean;
    };
    /** Every page of the viewer's matches, 20 at a time, until has_more says there is no next one. */
    const allPages = async (cookie: string) => {
      const pages: Page[] = [];
      for (let page = 1; pages.length === 0 || pages.at(-1)!.has_more; page++) {
        const response = await t.request(`/api/matches?search=${name}&page=${page}`, { cookie });
        pages.push((await response.json()) as Page);
      }
      return pages;
    };

    for (const viewer of viewers) {
      const mine = rows.find((r) => r.userId === viewer.id)!;
      // Equal scores: a member whose age is inside my partner range first (worked out here from the
      // range and the age, not from the server's birth-date window), then the newest profile, then the id.
      const range = mine.partnerAgeRange ? parseAgeRange(mine.partnerAgeRange) : null;
      const fits = (dateOfBirth: string | null) => {
        const age = ageFrom(dateOfBirth, today);
        return (
          range !== null && range.min <= range.max && age !== null && age >= range.min && age <= range.max
        );
      };
      const expected = rows
        .filter((r) => r.gender !== mine.gender && r.userId !== mine.userId)
        .map((r) => ({ row: r, score: matchScore(matchProfileOf(mine), matchProfileOf(r), today).score }))
        .filter((m) => m.score > 0)
        .sort(
          (a, b) =>
            b.score - a.score ||
            Number(fits(b.row.dateOfBirth)) - Number(fits(a.row.dateOfBirth)) ||
            b.row.createdAt.getTime() - a.row.createdAt.getTime() ||
            (a.row.userId < b.row.userId ? -1 : 1),
        )
        .slice(0, 50);
      const pages = await allPages(viewer.cookie);
      expect(pages.flatMap((page) => page.matches.map((m) => [m.user_id, m.score]))).toEqual(
        expected.map((m) => [m.row.userId, m.score]),
      );
      expect(pages.map((page) => page.total)).toEqual(pages.map(() => expected.length));
      // The next visit answers from the stored list (match-lists.ts), re-scored in JS: the same answer.
      expect(await allPages(viewer.cookie)).toEqual(pages);
    }
    expect(disagreements).not.toHaveBeenCalled();
  });

  it('derives the helper columns exactly as the JS rules read the same text', async () => {
    const samples = fc
      .sample(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.string({ unit: 'binary', maxLength: 20 }),
          fc.constantFrom(
            "Bachelor's Degree",
            'BACHELOR’S',
            "it's_x's",
            'ΟΔΟΣ ΣΑΣ',
            'İİ',
            'ǅemal',
            'Ⅻ ½',
            'x\u0345Σ',
            'مُهَنْدِس',
            '  Degree of the Arts and Sciences  ',
          ),
        ),
        { numRuns: 400, seed: SEED },
      )
      .map((s) => s.replaceAll('\u0000', ''));
    const result = await t.db.execute(sql`
      select v, mithaq_match_key(v) as key, mithaq_match_words(v) as words,
        mithaq_partner_age(v, 1) as low, mithaq_partner_age(v, 2) as high
      from unnest(${`{${samples.map((s) => `"${s.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]) as v`);
    for (const row of rowsOf<{
      v: string;
      key: string | null;
      words: string[];
      low: number | null;
      high: number | null;
    }>(result)) {
      const key = row.v.trim().toLowerCase();
      expect(row.key, JSON.stringify(row.v)).toBe(key === '' ? null : key);
      expect([...row.words].sort(), JSON.stringify(row.v)).toEqual([...wordsOf(row.v)].sort());
      const range = parseAgeRange(row.v);
      const valid = range !== null && range.min <= range.max;
      expect([row.low, row.high]).toEqual(valid ? [range.min, range.max] : [null, null]);
    }
  });

  it('keeps language keys distinct and trimmed', async () => {
    const member = await buildMember(t.db, {
      profile: { languagesSpoken: ['Arabic', ' arabic ', '', 'URDU', '\u00a0'] },
    });
    const [row] = await t.db
      .select({ languages: profiles.matchLanguages })
      .from(profiles)
      .where(inArray(profiles.userId, [member.id]));
    expect(row?.languages).toEqual(['arabic', 'urdu']);
  });
});
