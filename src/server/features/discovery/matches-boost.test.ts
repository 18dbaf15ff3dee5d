import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { profiles } from '../../db/schema/index.ts';
import type { TMatches } from '../../../shared/discovery/discovery-contract.ts';
import { BOOST_MINUTES } from '../../../shared/membership/membership-contract.ts';
import { call, uniqueToken } from '../../../../tests/support/api-calls.ts';
import { buildMember, buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { givePremium } from '../../../../tests/support/factories/memberships.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/**
 * visibility_boost (issue 19) on /matches: among equal scores a member boosted now comes first, before
 * the other tie-breaks (age in my range, newest profile), both when the list is worked out in SQL and
 * when a stored list is re-ranked in JS; 30 minutes later the usual order is back.
 */

let t: TestApp;
beforeAll(async () => {
  // Stored lists outlive a boost here, so the JS re-rank is seen after it ends too (refresh=true: SQL).
  t = await createTestApp({ MATCH_LIST_TTL_SECONDS: '86400' });
});
afterAll(async () => {
  await t.close();
});

const today = new Date();
const bornYearsAgo = (years: number) =>
  `${today.getUTCFullYear() - years}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(today.getUTCDate()).padStart(2, '0')}`;
const at = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Me: a partner range of 25-35 and Canada. Candidates are widowed, so marital status never scores. */
const ME = { dateOfBirth: '1990-01-01', partnerAgeRange: '25-35', currentCountry: 'Canada' };
const USUAL = [
  ['Fits', 10],
  ['Newer', 10],
  ['Older', 10],
];
const OLDER_BOOSTED = [
  ['Older', 10],
  ['Fits', 10],
  ['Newer', 10],
];

async function ranking(cookie: string, query: string) {
  const answer = await call(t, 'GET', `/api/matches?${query}`, cookie);
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as TMatches).matches.map((m) => [m.full_name.split(' ').at(-1), m.score]);
}

async function setUp() {
  const name = uniqueToken('Bo');
  const me = await buildSignedIn(t, { gender: 'male', name: `${name} Me`, profile: ME });
  const candidate = (label: string, profile: Partial<typeof profiles.$inferInsert>) =>
    buildSignedIn(t, {
      gender: 'female',
      name: `${name} ${label}`,
      profile: { maritalStatus: 'widowed', ...profile },
    });
  // 10 each: Fits for her age, the others for Canada. Older is last of the three on every tie-break.
  await candidate('Fits', { dateOfBirth: bornYearsAgo(30), createdAt: at('2024-01-01') });
  await candidate('Newer', {
    dateOfBirth: bornYearsAgo(50),
    currentCountry: 'Canada',
    createdAt: at('2025-06-01'),
  });
  const older = await candidate('Older', { currentCountry: 'Canada', createdAt: at('2025-01-01') });
  return { me, older, query: `search=${name}` };
}

async function boost(member: { id: string; cookie: string }) {
  await givePremium(t.db, member.id);
  const answer = await call(t, 'POST', '/api/membership/boost', member.cookie);
  expect(answer.status, answer.text).toBe(200);
}

describe('GET /api/matches with a boosted member', () => {
  it('ranks her first among equal scores in a fresh list and a stored one, until the boost ends', async () => {
    const { me, older, query } = await setUp();
    await boost(older);
    expect(await ranking(me.cookie, query)).toEqual(OLDER_BOOSTED); // worked out in SQL
    expect(await ranking(me.cookie, query)).toEqual(OLDER_BOOSTED); // the stored list, re-ranked in JS

    t.clock.advance((BOOST_MINUTES + 1) * 60_000);
    expect(await ranking(me.cookie, query)).toEqual(USUAL); // the stored list
    expect(await ranking(me.cookie, `${query}&refresh=true`)).toEqual(USUAL); // SQL again
  });

  it('moves her up in a list stored before she was boosted', async () => {
    const { me, older, query } = await setUp();
    expect(await ranking(me.cookie, query)).toEqual(USUAL);
    await boost(older);
    expect(await ranking(me.cookie, query)).toEqual(OLDER_BOOSTED);
    expect(await ranking(me.cookie, `${query}&refresh=true`)).toEqual(OLDER_BOOSTED);
  });

  it('never puts her above a higher score', async () => {
    const { me, older, query } = await setUp();
    const name = query.slice('search='.length);
    await buildMember(t.db, {
      gender: 'female',
      name: `${name} Strong`,
      profile: { maritalStatus: 'widowed', dateOfBirth: bornYearsAgo(30), currentCountry: 'Canada' },
    });
    await boost(older);
    const expected = [['Strong', 20], ...OLDER_BOOSTED];
    expect(await ranking(me.cookie, query)).toEqual(expected);
    expect(await ranking(me.cookie, query)).toEqual(expected);
  });
});
