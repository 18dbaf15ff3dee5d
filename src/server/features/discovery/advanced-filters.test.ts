import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ADVANCED_BROWSE_FILTERS,
  type ADVANCED_MATCH_FILTERS,
  type TBrowsePage,
  type TMatches,
} from '../../../shared/discovery/discovery-contract.ts';
import { buildMember, buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { buildPlan, giveMembership } from '../../../../tests/support/factories/memberships.ts';
import { call, expectError, uniqueToken } from '../../../../tests/support/api-calls.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/** advanced_filters (issue 19): the Advanced Filters of /browse and the extra filters of /matches. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ADVANCED_BROWSE: Record<(typeof ADVANCED_BROWSE_FILTERS)[number], string> = {
  location: 'Pakistan',
  religion: 'Shia',
  education: 'Secondary School / High School',
  marital_status: 'divorced',
};
const ADVANCED_MATCHES: Record<(typeof ADVANCED_MATCH_FILTERS)[number], string> = {
  location: 'Pakistan',
  compatibility: 'basic',
};

const get = (cookie: string, path: string, query: Record<string, string>) =>
  call(t, 'GET', `${path}?${new URLSearchParams(query).toString()}`, cookie);

/** A man, and two women only his searches find: one matching every advanced filter, one none. */
async function scene(entitlement: string | null) {
  const name = uniqueToken('Af');
  const me = await buildSignedIn(t, {
    gender: 'male',
    name: `${name} Me`,
    // Scores with both (same marital status with one, same community with the other), so both match.
    profile: { dateOfBirth: '1995-01-01', maritalStatus: 'divorced', religionCommunity: 'Sunni' },
  });
  if (entitlement !== null) {
    const plan = await buildPlan(t.db, { entitlements: { advanced_filters: entitlement } });
    await giveMembership(t.db, me.id, plan.id);
  }
  const fits = await buildMember(t.db, {
    gender: 'female',
    name: `${name} Fits`,
    profile: {
      currentCountry: 'Pakistan',
      religionCommunity: 'Shia',
      educationalQualification: 'Secondary School / High School',
      maritalStatus: 'divorced',
    },
  });
  const other = await buildMember(t.db, {
    gender: 'female',
    name: `${name} Other`,
    profile: { currentCountry: 'Canada', religionCommunity: 'Sunni', maritalStatus: 'single' },
  });
  return { me, name, fits, other };
}

describe('advanced filters on /browse', () => {
  it('refuses each Advanced Filter to a Free member with 403 FEATURE_NOT_AVAILABLE', async () => {
    const { me, name } = await scene(null);
    for (const [filter, value] of Object.entries(ADVANCED_BROWSE)) {
      expectError(
        await get(me.cookie, '/api/browse', { search: name, [filter]: value }),
        403,
        'FEATURE_NOT_AVAILABLE',
        'This feature is not available in your current plan',
      );
    }
  });

  it('leaves name search, sort, ages, favourites only and empty advanced fields free', async () => {
    const { me, name, fits, other } = await scene(null);
    const answer = await get(me.cookie, '/api/browse', {
      search: name,
      sort: 'name',
      min_age: '18',
      max_age: '60',
      religion: '',
      location: '',
    });
    expect(answer.status).toBe(200);
    expect((answer.body as TBrowsePage).profiles.map((p) => p.user_id)).toEqual([fits.id, other.id]);
    expect((await get(me.cookie, '/api/browse', { favorites_only: 'true' })).status).toBe(200);
  });

  it('applies every Advanced Filter for a member whose plan has them', async () => {
    const { me, name, fits } = await scene('true');
    for (const [filter, value] of Object.entries(ADVANCED_BROWSE)) {
      const answer = await get(me.cookie, '/api/browse', { search: name, [filter]: value });
      expect(answer.status).toBe(200);
      expect((answer.body as TBrowsePage).profiles.map((p) => p.user_id)).toEqual([fits.id]);
    }
  });

  it("refuses them on a plan that lists advanced_filters as 'false'", async () => {
    const { me, name } = await scene('false');
    expectError(
      await get(me.cookie, '/api/browse', { search: name, religion: 'Shia' }),
      403,
      'FEATURE_NOT_AVAILABLE',
    );
  });
});

describe('advanced filters on /matches', () => {
  it('refuses location and compatibility to a Free member; search and age stay free', async () => {
    const { me, name } = await scene(null);
    for (const [filter, value] of Object.entries(ADVANCED_MATCHES)) {
      expectError(
        await get(me.cookie, '/api/matches', { search: name, [filter]: value }),
        403,
        'FEATURE_NOT_AVAILABLE',
      );
    }
    const free = await get(me.cookie, '/api/matches', { search: name, age: '26-30', location: '' });
    expect(free.status).toBe(200);
  });

  it('applies them for a member whose plan has them', async () => {
    const { me, name, fits, other } = await scene('true');
    const all = await get(me.cookie, '/api/matches', { search: name });
    expect((all.body as TMatches).matches.map((m) => m.user_id).sort()).toEqual([fits.id, other.id].sort());
    const answer = await get(me.cookie, '/api/matches', { search: name, location: 'Pakistan' });
    expect(answer.status).toBe(200);
    expect((answer.body as TMatches).matches.map((m) => m.user_id)).toEqual([fits.id]);
    expect((await get(me.cookie, '/api/matches', { search: name, compatibility: 'excellent' })).status).toBe(
      200,
    );
  });
});
