import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites } from '../../db/schema/index.ts';
import { buildFavorite } from '../../../../tests/support/factories/favorites.ts';
import { buildMember, buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rowsBetween = async (userId: string, favoritedProfileId: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.favoritedProfileId, favoritedProfileId)))
  )[0]?.n;

const call = async (method: 'PUT' | 'DELETE', userId: string, cookie?: string) => {
  const response = await t.request(`/api/favorites/${userId}`, { method, ...(cookie ? { cookie } : {}) });
  return { status: response.status, body: (await response.json()) as unknown };
};

type Page = {
  profiles: { user_id: string; is_favorite: boolean }[];
  page: number;
  page_size: number;
  total: number;
};

describe('favourites', () => {
  it('answers 401 to a visitor on every discovery route', async () => {
    const someone = await buildMember(t.db, { gender: 'female' });
    for (const [method, path] of [
      ['GET', '/api/browse'],
      ['GET', '/api/matches'],
      ['GET', '/api/favorites'],
      ['PUT', `/api/favorites/${someone.id}`],
      ['DELETE', `/api/favorites/${someone.id}`],
    ] as const) {
      const response = await t.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    }
  });

  it('adds once however often it is asked, and removes idempotently', async () => {
    const me = await buildSignedIn(t, { gender: 'male' });
    const her = await buildMember(t.db, { gender: 'female' });
    expect(await call('PUT', her.id, me.cookie)).toEqual({ status: 200, body: { favorited: true } });
    expect(await call('PUT', her.id, me.cookie)).toEqual({ status: 200, body: { favorited: true } });
    expect(await rowsBetween(me.id, her.id)).toBe(1);
    expect(await call('DELETE', her.id, me.cookie)).toEqual({ status: 200, body: { favorited: false } });
    expect(await call('DELETE', her.id, me.cookie)).toEqual({ status: 200, body: { favorited: false } });
    expect(await call('DELETE', 'never-a-member', me.cookie)).toEqual({
      status: 200,
      body: { favorited: false },
    });
    expect(await rowsBetween(me.id, her.id)).toBe(0);
  });

  it('refuses myself (400), unknown members and members I cannot browse (404), and stores nothing', async () => {
    const me = await buildSignedIn(t, { gender: 'male' });
    const brother = await buildMember(t.db, { gender: 'male' });
    const nameless = await buildMember(t.db, { gender: 'female', profile: { fullName: null } });
    const noProfile = await buildMember(t.db, { profile: false });
    const self = await call('PUT', me.id, me.cookie);
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ error: { code: 'CANNOT_FAVORITE_SELF' } });
    for (const id of ['no-such-member', brother.id, nameless.id, noProfile.id]) {
      expect(await call('PUT', id, me.cookie)).toEqual({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Profile not found' } },
      });
    }
    const [row] = await t.db.select({ n: count() }).from(favorites).where(eq(favorites.userId, me.id));
    expect(row?.n).toBe(0);
    const genderless = await buildSignedIn(t, { profile: { gender: null } });
    expect(
      (await call('PUT', (await buildMember(t.db, { gender: 'female' })).id, genderless.cookie)).status,
    ).toBe(404);
  });

  it('lists my favourites, the latest first, 20 a page, as browse cards', async () => {
    const me = await buildSignedIn(t, { gender: 'female' });
    const men = [];
    for (let i = 0; i < 23; i++) men.push(await buildMember(t.db, { gender: 'male', name: `Fav ${i}` }));
    const minute = 60_000;
    for (const [i, m] of men.entries())
      await buildFavorite(t.db, me.id, m.id, { createdAt: new Date(Date.UTC(2026, 0, 1) + i * minute) });
    const get = async (page: number) => {
      const response = await t.request(`/api/favorites?page=${page}`, { cookie: me.cookie });
      expect(response.status).toBe(200);
      return (await response.json()) as Page;
    };
    const first = await get(1);
    expect(first).toMatchObject({ page: 1, page_size: 20, total: 23 });
    expect(first.profiles.map((p) => p.user_id)).toEqual(
      men
        .slice(3)
        .reverse()
        .map((m) => m.id),
    );
    expect(first.profiles.every((p) => p.is_favorite)).toBe(true);
    expect((await get(2)).profiles.map((p) => p.user_id)).toEqual(
      men
        .slice(0, 3)
        .reverse()
        .map((m) => m.id),
    );
    expect((await get(3)).profiles).toEqual([]);
    const someoneElse = await buildSignedIn(t, { gender: 'female' });
    const theirs = await t.request('/api/favorites', { cookie: someoneElse.cookie });
    expect(((await theirs.json()) as Page).total).toBe(0);
  });

  it('is described in /api/openapi.json', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/browse'] ?? {})).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/matches'] ?? {})).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/favorites'] ?? {})).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/favorites/{userId}'] ?? {}).sort()).toEqual(['delete', 'put']);
  });
});
