import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBrowsePage, TMatches } from '../../../shared/discovery/discovery-contract.ts';
import { call, uniqueToken } from '../../../../tests/support/api-calls.ts';
import {
  buildMember,
  buildSignedIn,
  type MemberOptions,
} from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/**
 * needs_basics on /api/browse and /api/matches (issue 16): the signed-in member lacks a name, gender
 * or date of birth (src/shared/rules/profile-basics.ts), so the web can say why a list is empty
 * instead of 'No profiles found'.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const token = () => uniqueToken('Nb');

async function both(cookie: string, name: string) {
  const browse = await call(t, 'GET', `/api/browse?search=${name}`, cookie);
  const matches = await call(t, 'GET', `/api/matches?search=${name}`, cookie);
  expect([browse.status, matches.status]).toEqual([200, 200]);
  const page = browse.body as TBrowsePage;
  const found = matches.body as TMatches;
  return {
    browse: { needs: page.needs_basics, count: page.profiles.length },
    matches: { needs: found.needs_basics, count: found.matches.length },
  };
}

describe('needs_basics', () => {
  it('is false for a member with name, gender and date of birth', async () => {
    const name = token();
    await buildMember(t.db, { gender: 'female', name: `${name} Her`, profile: { currentCountry: 'Canada' } });
    const me = await buildSignedIn(t, {
      gender: 'male',
      name: `${name} Me`,
      profile: { dateOfBirth: '1992-02-02', currentCountry: 'Canada' },
    });
    expect(await both(me.cookie, name)).toEqual({
      browse: { needs: false, count: 1 },
      matches: { needs: false, count: 1 },
    });
  });

  it('is true with empty lists without a profile or without a gender', async () => {
    const name = token();
    await buildMember(t.db, { gender: 'female', name: `${name} Her`, profile: { currentCountry: 'Canada' } });
    for (const options of [
      { profile: false },
      { profile: { gender: null, dateOfBirth: '1992-02-02', currentCountry: 'Canada' } },
    ] satisfies MemberOptions[]) {
      const me = await buildSignedIn(t, { name: `${name} Me`, ...options });
      expect(await both(me.cookie, name)).toEqual({
        browse: { needs: true, count: 0 },
        matches: { needs: true, count: 0 },
      });
    }
  });

  it('is true without a date of birth or a name, though the gender still lists members', async () => {
    const name = token();
    await buildMember(t.db, { gender: 'female', name: `${name} Her`, profile: { currentCountry: 'Canada' } });
    for (const profile of [
      { currentCountry: 'Canada', dateOfBirth: null },
      { currentCountry: 'Canada', dateOfBirth: '1992-02-02', fullName: null },
    ]) {
      const me = await buildSignedIn(t, { gender: 'male', name: `${name} Me`, profile });
      expect(await both(me.cookie, name)).toEqual({
        browse: { needs: true, count: 1 },
        matches: { needs: true, count: 1 },
      });
    }
  });
});
