import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBlocks, profiles } from '../../../db/schema/index.ts';
import type { TMatchesQuery } from '../../../../shared/discovery/discovery-contract.ts';
import { matchScore } from '../../../../shared/rules/match-score.ts';
import { buildMember, buildProfiles } from '../../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app.ts';
import { matchProfileOf } from '../../../domain/profile/profile-fields.ts';
import { bandOf, rankEveryCandidate, type Viewer } from '../match-candidates.ts';
import { myMatchKeys } from '../match-keys.ts';
import { matchScoreSql } from '../match-sql.ts';
import { rankFromIndex } from './match-index-ranking.ts';
import { matchIndexOf } from './match-index.ts';

/**
 * The match index must rank exactly as the database's scoring of every candidate does (the reference,
 * rankEveryCandidate): the same members in the same order with the same scores, past its first prefix,
 * across ties of score and of created_at, under each filter, when the visibility rules hide its best
 * candidates, and after changes written behind the server's back.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const SEED = Number(process.env.MATCH_SEED ?? Date.now() % 1_000_000);
const pick = <T>(...values: T[]) => fc.constantFrom(...values);
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null, freq: 5 });

// Few values each, so scores tie often; three creation times, so ties go on to created_at and the id.
const candidate = fc.record({
  dateOfBirth: maybe(pick('1990-03-01', '1994-07-15', '1997-11-30', '2001-01-20')),
  partnerAgeRange: maybe(pick('22-30', '25-35', '30-40', 'any')),
  religionCommunity: maybe(pick('Sunni', 'Shia', ' sunni ')),
  religiousBeliefs: maybe(pick('Moderate', 'Orthodox')),
  educationalQualification: maybe(pick("Bachelor's Degree", "Master's Degree", 'Diploma / Certificate')),
  currentCountry: maybe(pick('Canada', 'Pakistan', 'United Kingdom')),
  currentState: maybe(pick('Ontario', 'Punjab', 'London')),
  occupation: maybe(pick('Software Engineer', 'Doctor', 'Teacher')),
  languagesSpoken: fc.array(pick('English', 'Arabic', 'Urdu', 'english'), { maxLength: 4 }),
  familyType: maybe(pick('Nuclear Family', 'Joint Family')),
  maritalStatus: pick('single' as const, 'divorced' as const),
  createdAt: pick('2025-01-01', '2025-06-01', '2026-01-01').map((d) => new Date(`${d}T00:00:00Z`)),
});

const me = {
  dateOfBirth: '1996-02-10',
  partnerAgeRange: '25-35',
  religionCommunity: 'Sunni',
  religiousBeliefs: 'Moderate',
  partnerEducation: "Bachelor's or Master's",
  educationalQualification: "Bachelor's Degree",
  currentCountry: 'Canada',
  currentState: 'Ontario',
  partnerCareerPreferences: 'Engineer or doctor',
  languagesSpoken: ['English', 'Urdu'],
  familyType: 'Nuclear Family',
  maritalStatus: 'single' as const,
};

let viewer: Viewer;
let candidates: string[];
beforeAll(async () => {
  const her = await buildMember(t.db, { gender: 'female', name: 'Maryam Viewer', profile: me });
  viewer = { id: her.id, wanted: 'male', verified: false };
  const drawn = fc.sample(candidate, { numRuns: 260, seed: SEED });
  const names = ['Ali Khan', 'Omar Farooq', 'Yusuf Malik', 'Bilal Ahmed'];
  candidates = await buildProfiles(
    t.db,
    drawn.map((profile, i) => ({ gender: 'male' as const, name: `${names[i % 4]} ${i}`, profile })),
  );
});

async function bothRankings(query: TMatchesQuery = {}) {
  const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, viewer.id));
  const mine = matchProfileOf(row!);
  const today = new Date();
  const keys = myMatchKeys(mine, today);
  const reference = await rankEveryCandidate(t.db, keys, viewer, matchScoreSql(keys)!, query, today);
  const indexed = await rankFromIndex(t.db, { me: mine, keys, viewer, query, band: bandOf(query), today });
  const pairs = (list: { userId: string; score: number }[]) => list.map((m) => [m.userId, m.score]);
  return { reference: pairs(reference), indexed: pairs(indexed) };
}

describe(`the match index ranks as the database does (seed ${SEED})`, () => {
  it('gives the best 50 of 260 in the same order, with and without each filter', async () => {
    const queries: TMatchesQuery[] = [
      {},
      { location: 'Canada' },
      { age: '26-30' },
      { compatibility: 'good' },
      { search: 'ali' },
      { search: 'yus', location: 'Pakistan' },
    ];
    for (const query of queries) {
      const { reference, indexed } = await bothRankings(query);
      expect(indexed, JSON.stringify(query)).toEqual(reference);
    }
    expect((await bothRankings()).reference).toHaveLength(50);
  });

  it('looks past its first prefix when the visibility rules hide the best candidates', async () => {
    // Every candidate scoring at least the 80th best's score is blocked: the first prefix (100) keeps
    // fewer than 50.
    const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, viewer.id));
    const mine = matchProfileOf(row!);
    const rows = await t.db.select().from(profiles).where(inArray(profiles.userId, candidates));
    const scored = rows
      .map((r) => ({ id: r.userId, score: matchScore(mine, matchProfileOf(r)).score }))
      .sort((a, b) => b.score - a.score);
    const blocked = scored.filter((m) => m.score >= scored[79]!.score).map((m) => m.id);
    expect(blocked.length).toBeGreaterThanOrEqual(80);
    await t.db.insert(memberBlocks).values(blocked.map((blockedId) => ({ blockerId: viewer.id, blockedId })));
    try {
      const { reference, indexed } = await bothRankings();
      expect(reference).toHaveLength(50);
      expect(indexed).toEqual(reference);
      expect(indexed.some(([id]) => blocked.includes(id as string))).toBe(false);
    } finally {
      await t.db.delete(memberBlocks).where(eq(memberBlocks.blockerId, viewer.id));
    }
  });

  it('hides whom the verified-viewers rule hides, and keeps only verified members when asked (issue 23)', async () => {
    // The best 80 want verified viewers only (the first prefix keeps fewer than 50 for her), and one
    // candidate in three is verified.
    const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, viewer.id));
    const mine = matchProfileOf(row!);
    const rows = await t.db.select().from(profiles).where(inArray(profiles.userId, candidates));
    const scored = rows
      .map((r) => ({ id: r.userId, score: matchScore(mine, matchProfileOf(r)).score }))
      .sort((a, b) => b.score - a.score);
    const onlyVerified = scored.slice(0, 80).map((m) => m.id);
    const verified = candidates.filter((_, i) => i % 3 === 0);
    await t.db
      .update(profiles)
      .set({ verifiedViewersOnly: true })
      .where(inArray(profiles.userId, onlyVerified));
    await t.db.update(profiles).set({ verifiedAt: new Date() }).where(inArray(profiles.userId, verified));
    try {
      for (const query of [
        {},
        { verified: true as const },
        { verified: true as const, location: 'Canada' },
      ]) {
        const { reference, indexed } = await bothRankings(query);
        expect(indexed, JSON.stringify(query)).toEqual(reference);
        expect(indexed.some(([id]) => onlyVerified.includes(id as string))).toBe(false);
        if (query.verified) expect(indexed.every(([id]) => verified.includes(id as string))).toBe(true);
      }
      // Verified herself, she sees them all again.
      await t.db.update(profiles).set({ verifiedAt: new Date() }).where(eq(profiles.userId, viewer.id));
      viewer = { ...viewer, verified: true };
      const { reference, indexed } = await bothRankings();
      expect(indexed).toEqual(reference);
      expect(indexed.some(([id]) => onlyVerified.includes(id as string))).toBe(true);
    } finally {
      viewer = { ...viewer, verified: false };
      await t.db
        .update(profiles)
        .set({ verifiedViewersOnly: false, verifiedAt: null })
        .where(inArray(profiles.userId, [...candidates, viewer.id]));
    }
  });

  it('leaves a tie of every key but the id to the database, however long it is', async () => {
    // 150 men alike in everything the index orders by: the database keeps the 50 first by user id.
    const alike = { ...me, gender: 'male' as const, partnerAgeRange: '20-40', occupation: 'Doctor' };
    const createdAt = new Date('2026-02-01T00:00:00Z');
    const twins = await buildProfiles(
      t.db,
      Array.from({ length: 150 }, (_, i) => ({
        gender: 'male' as const,
        name: `Hamza Twin ${i}`,
        profile: { ...alike, createdAt },
      })),
    );
    try {
      const { reference: first } = await bothRankings();
      expect(first.every(([id]) => twins.includes(id as string))).toBe(true);
      // The 50 the database keeps change later than the others, so the index holds them last.
      const kept = first.map(([id]) => id as string);
      await t.db.update(profiles).set({ updatedAt: new Date() }).where(inArray(profiles.userId, kept));
      const { reference, indexed } = await bothRankings();
      expect(reference).toEqual(first);
      expect(indexed).toEqual(reference);
    } finally {
      await t.db.delete(profiles).where(inArray(profiles.userId, twins));
    }
  });

  it('sees every profile written, changed or deleted behind the server before the request', async () => {
    // The index is loaded before the changes, so it must read them as changes.
    await matchIndexOf(t.db).current();
    const [changed, deleted] = [candidates[7]!, candidates[8]!];
    await t.db
      .update(profiles)
      .set({ ...me, gender: 'male', partnerAgeRange: '20-40', occupation: 'Doctor' })
      .where(eq(profiles.userId, changed));
    await t.db.delete(profiles).where(eq(profiles.userId, deleted));
    const [newcomer] = await buildProfiles(t.db, [
      {
        gender: 'male',
        name: 'Zayd Newcomer',
        profile: { ...me, partnerAgeRange: '20-40', occupation: 'Engineer' },
      },
    ]);
    const { reference, indexed } = await bothRankings();
    expect(indexed).toEqual(reference);
    expect(
      indexed
        .slice(0, 2)
        .map(([id]) => id)
        .sort(),
    ).toEqual([changed, newcomer].sort());
    expect(indexed.some(([id]) => id === deleted)).toBe(false);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'reads a change that committed after a later one was read (PostgreSQL: concurrent transactions)',
    async () => {
      const index = matchIndexOf(t.db);
      const [late, early] = [candidates[20]!, candidates[21]!];
      await t.db.transaction(async (tx) => {
        await tx.update(profiles).set({ occupation: 'Late Writer' }).where(eq(profiles.userId, late));
        // Another transaction changes a profile and commits, and the index reads it, while this one runs.
        await t.db.update(profiles).set({ occupation: 'Early Writer' }).where(eq(profiles.userId, early));
        const store = await index.current();
        expect(store.codeOf('early')).toBeGreaterThan(0);
        expect(store.codeOf('late')).toBe(-1);
      });
      expect((await index.current()).codeOf('late')).toBeGreaterThan(0);
    },
  );
});
