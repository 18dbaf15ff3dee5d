import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMatches } from '../../../shared/discovery/discovery-contract.ts';
import { call, expectError, uniqueToken } from '../../../../tests/support/api-calls.ts';
import { buildMember, buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/** GET /api/matches keeps the best 50 (spec §9) and answers them 20 a page (issue 16). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const token = () => uniqueToken('Pz');
const ME = { dateOfBirth: '1994-05-10', currentCountry: 'Canada', familyType: 'Nuclear Family' };

async function getMatches(cookie: string, query: string) {
  const answer = await call(t, 'GET', `/api/matches?${query}`, cookie);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as TMatches;
}

describe('GET /api/matches, page by page', () => {
  // Was 'keeps the best 50' in matches.test.ts, which read all 50 in one answer.
  it('keeps the best 50 and answers them 20 a page: 20, 20, 10, none twice', async () => {
    const name = token();
    const me = await buildSignedIn(t, { gender: 'female', name: `${name} Me`, profile: { ...ME } });
    for (let i = 0; i < 53; i++)
      await buildMember(t.db, {
        gender: 'male',
        name: `${name} N${i}`,
        profile: { currentCountry: 'Canada', familyType: i < 3 ? null : 'Nuclear Family' },
      });
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await getMatches(me.cookie, `search=${name}&page=${page}`));
    expect(pages.map((p) => p.matches.length)).toEqual([20, 20, 10]);
    expect(pages.map((p) => [p.page, p.page_size, p.total, p.has_more])).toEqual([
      [1, 20, 50, true],
      [2, 20, 50, true],
      [3, 20, 50, false],
    ]);
    const ids = pages.flatMap((p) => p.matches.map((m) => m.user_id));
    expect(new Set(ids).size).toBe(50);
    // Country + family type + marital status (the factory's default 'single'); the 3 without a family type lose.
    expect(new Set(pages.flatMap((p) => p.matches.map((m) => m.score)))).toEqual(new Set([20]));
    expect(pages.every((p) => p.best === 20)).toBe(true);
    // Without a page: the first one.
    expect((await getMatches(me.cookie, `search=${name}`)).matches.map((m) => m.user_id)).toEqual(
      ids.slice(0, 20),
    );
    expect((await getMatches(me.cookie, `search=${name}&page=`)).page).toBe(1);
  });

  it('answers an empty page past the matches found, with the total and the best score of all pages', async () => {
    const name = token();
    const me = await buildSignedIn(t, { gender: 'male', name: `${name} Me`, profile: { ...ME } });
    const only = await buildMember(t.db, {
      gender: 'female',
      name: `${name} Only`,
      profile: { currentCountry: 'Canada' },
    });
    const first = await getMatches(me.cookie, `search=${name}&page=1`);
    expect(first.matches.map((m) => m.user_id)).toEqual([only.id]);
    expect(first).toMatchObject({ total: 1, has_more: false, needs_basics: false });
    expect(await getMatches(me.cookie, `search=${name}&page=2`)).toEqual({
      matches: [],
      total: 1,
      best: first.best,
      page: 2,
      page_size: 20,
      has_more: false,
      needs_basics: false,
    });
  });

  it('refuses a page that is not a whole number from 1 to 3 with 400 VALIDATION_FAILED on page', async () => {
    const me = await buildSignedIn(t, { gender: 'male', profile: { ...ME } });
    for (const [page, message] of [
      ['0', 'Pages start at 1'],
      ['-1', 'Pages start at 1'],
      ['4', 'The page must be at most 3'],
      ['1.5', 'The page must be a whole number'],
      ['two', 'The page must be a whole number'],
    ] as const) {
      const answer = await call(t, 'GET', `/api/matches?page=${page}`, me.cookie);
      expectError(answer, 400, 'VALIDATION_FAILED');
      expect((answer.body as { error: { fields: Record<string, string> } }).error.fields, page).toEqual({
        page: message,
      });
    }
  });
});
