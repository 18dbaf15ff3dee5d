import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await buildSignedIn(t, { gender: 'male' })).cookie;
  await buildMember(t.db, { gender: 'female', name: "Nour 100%_O'Neil \\ x" });
  await buildMember(t.db, { gender: 'female', name: 'Nour Plain' });
});
afterAll(async () => {
  await t.close();
});

type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };

async function expectRefused(path: string, field: string, message?: string) {
  const response = await t.request(path, { cookie });
  expect(response.status, path).toBe(400);
  const body = (await response.json()) as ErrorAnswer;
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect(Object.keys(body.error.fields ?? {}), path).toEqual([field]);
  if (message) expect(body.error.fields?.[field]).toBe(message);
}

describe('bad input to discovery: a clear 400, or a correct and safe answer, never a 5xx', () => {
  it('refuses unknown sorts, pages outside 1-10000, min_age above max_age and a 5,000-character search', async () => {
    await expectRefused(
      '/api/browse?sort=random',
      'sort',
      'Sort by one of: newest, oldest, name, age_asc, age_desc',
    );
    await expectRefused('/api/browse?sort=created_at%3Bdrop', 'sort');
    await expectRefused('/api/browse?page=-1', 'page', 'Pages start at 1');
    await expectRefused('/api/browse?page=0', 'page');
    await expectRefused('/api/browse?page=1000000000', 'page', 'The page must be at most 10000');
    await expectRefused('/api/browse?page=2.5', 'page');
    await expectRefused('/api/browse?page=abc', 'page');
    await expectRefused(
      '/api/browse?min_age=40&max_age=30',
      'min_age',
      'The minimum age must not be above the maximum age',
    );
    await expectRefused(`/api/browse?search=${'x'.repeat(5000)}`, 'search', 'Search at most 100 characters');
    await expectRefused(`/api/favorites?page=-1`, 'page');
    await expectRefused('/api/browse?favorites_only=yes', 'favorites_only');
    await expectRefused('/api/browse?religion=Unknown', 'religion');
    await expectRefused('/api/browse?education=PhD', 'education');
    await expectRefused('/api/browse?marital_status=married', 'marital_status');
    await expectRefused('/api/browse?location=Narnia', 'location');
  });

  it('answers the last page (10000) and pages past the end with an empty list', async () => {
    for (const page of ['10000', '2']) {
      const response = await t.request(`/api/browse?page=${page}`, { cookie });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { profiles: unknown[]; page: number; total: number };
      expect(body).toMatchObject({ profiles: [], page: Number(page), total: 2 });
    }
  });

  it('reads %, _, \\ and quotes in a search as what separates words, never as LIKE or SQL', async () => {
    const names = async (search: string) => {
      const response = await t.request(`/api/browse?search=${encodeURIComponent(search)}`, { cookie });
      expect(response.status, search).toBe(200);
      return ((await response.json()) as { profiles: { full_name: string }[] }).profiles.map(
        (p) => p.full_name,
      );
    };
    // Nothing but punctuation: no word to look for, so no name condition.
    expect(await names('%')).toHaveLength(2);
    expect(await names('_')).toHaveLength(2);
    expect(await names('\\')).toHaveLength(2);
    expect(await names("o'neil")).toEqual(["Nour 100%_O'Neil \\ x"]);
    expect(await names('%_o')).toEqual(["Nour 100%_O'Neil \\ x"]);
    expect(await names('n%r')).toEqual([]);
    expect(await names('n_ur')).toEqual([]);
    expect(await names("'; drop table profiles; --")).toEqual([]);
    expect((await names('nour')).sort()).toEqual(["Nour 100%_O'Neil \\ x", 'Nour Plain']);
    expect(await names('   ')).toHaveLength(2);
  });

  it('answers matches safely for odd searches too', async () => {
    for (const search of ['%', '_', "'", '\\', 'ü', '😀', "' or ''='"]) {
      const response = await t.request(`/api/matches?search=${encodeURIComponent(search)}`, { cookie });
      expect(response.status, search).toBe(200);
    }
  });

  it('answers repeated parameters with a 400 (or the age fallback), never a 5xx', async () => {
    for (const [query, status] of [
      ['/api/browse?page=1&page=2', 400],
      ['/api/browse?sort=name&sort=oldest', 400],
      ['/api/browse?search=a&search=b', 400],
      ['/api/browse?min_age=30&min_age=20', 200],
      ['/api/matches?age=18-25&age=40%2B', 400],
    ] as const) {
      expect((await t.request(query, { cookie })).status, query).toBe(status);
    }
  });

  it('refuses a member id that is not one', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const response = await t.request(`/api/favorites/${'x'.repeat(200)}`, { method, cookie });
      expect(response.status).toBe(400);
      const nul = await t.request('/api/favorites/a%00b', { method, cookie });
      expect(nul.status).toBe(400);
    }
  });
});
