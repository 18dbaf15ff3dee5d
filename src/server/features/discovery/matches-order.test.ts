import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
import type { TMatches } from '../../../shared/discovery/discovery-contract.ts';
import { call, uniqueToken } from '../../../../tests/support/api-calls.ts';
import { buildMember, buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/**
 * Equal scores (issue 16): the member whose age fits my stated partner range comes first, then the
 * newest profile, then the user id. The score itself stays the spec's formula.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const token = () => uniqueToken('Oz');
const today = new Date();
const bornYearsAgo = (years: number) =>
  `${today.getUTCFullYear() - years}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(today.getUTCDate()).padStart(2, '0')}`;
const at = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Me: a partner range of 25-35 and Canada. Candidates are widowed, so marital status never scores. */
const ME = { dateOfBirth: '1990-01-01', partnerAgeRange: '25-35', currentCountry: 'Canada' };

async function ranking(cookie: string, query: string) {
  const answer = await call(t, 'GET', `/api/matches?${query}`, cookie);
  expect(answer.status).toBe(200);
  return (answer.body as TMatches).matches.map((m) => [m.full_name.split(' ').at(-1), m.score]);
}

async function setUp() {
  const name = token();
  const me = await buildSignedIn(t, { gender: 'male', name: `${name} Me`, profile: ME });
  const candidate = (label: string, profile: Partial<typeof profiles.$inferInsert>) =>
    buildMember(t.db, {
      gender: 'female',
      name: `${name} ${label}`,
      profile: { maritalStatus: 'widowed', ...profile },
    });
  // 10 each: Fits for her age (30, in my 25-35), the others for Canada; Fits is the oldest profile.
  const fits = await candidate('Fits', { dateOfBirth: bornYearsAgo(30), createdAt: at('2024-01-01') });
  const newer = await candidate('Newer', {
    dateOfBirth: bornYearsAgo(50),
    currentCountry: 'Canada',
    createdAt: at('2025-06-01'),
  });
  const older = await candidate('Older', { currentCountry: 'Canada', createdAt: at('2025-01-01') });
  return { me, fits, newer, older, query: `search=${name}` };
}

describe('GET /api/matches, equal scores', () => {
  it('puts the member in my partner age range first, then the newest profile', async () => {
    const { me, query } = await setUp();
    const expected = [
      ['Fits', 10],
      ['Newer', 10],
      ['Older', 10],
    ];
    expect(await ranking(me.cookie, query)).toEqual(expected);
    // The stored list (match-lists.ts) is re-scored in JS on the next visit: the same order.
    expect(await ranking(me.cookie, query)).toEqual(expected);
  });

  it('orders a stored list the same way when scores change into a tie', async () => {
    const { me, newer, query } = await setUp();
    // Newer also shares my community for now: 25, ahead of everyone on the stored list.
    await t.db.update(profiles).set({ religionCommunity: 'Sunni' }).where(eq(profiles.userId, me.id));
    await t.db.update(profiles).set({ religionCommunity: 'Sunni' }).where(eq(profiles.userId, newer.id));
    expect(await ranking(me.cookie, query)).toEqual([
      ['Newer', 25],
      ['Fits', 10],
      ['Older', 10],
    ]);
    // She changes hers: the stored order had her first, the live tie-break puts Fits ahead of her.
    await t.db.update(profiles).set({ religionCommunity: 'Shia' }).where(eq(profiles.userId, newer.id));
    expect(await ranking(me.cookie, query)).toEqual([
      ['Fits', 10],
      ['Newer', 10],
      ['Older', 10],
    ]);
  });

  it('without a partner range of mine, ties keep the newest profile first', async () => {
    const { me, query } = await setUp();
    await t.db.update(profiles).set({ partnerAgeRange: null }).where(eq(profiles.userId, me.id));
    // Fits no longer scores for her age (0, not listed); the other two tie on Canada.
    expect(await ranking(me.cookie, query)).toEqual([
      ['Newer', 10],
      ['Older', 10],
    ]);
  });
});
