import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { profileViews } from '../../db/schema/index.ts';
import { buildMember, buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { call, expectError } from '../../../../tests/support/api-calls.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/support/test-app.ts';

/** POST /api/profiles/:userId/view-time: the time a viewer's page was visible, added to their visit. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.clock.set(new Date());
});

const MINUTE = 60_000;

const open = (viewer: SignedIn, userId: string) =>
  t.request(`/api/profiles/${userId}`, {
    cookie: viewer.cookie,
    headers: { 'sec-fetch-site': 'same-origin' },
  });

const report = (cookie: string | undefined, userId: string, body: unknown) =>
  call(t, 'POST', `/api/profiles/${userId}/view-time`, cookie, body);

const visits = (viewerId: string, viewedId: string) =>
  t.db
    .select()
    .from(profileViews)
    .where(and(eq(profileViews.viewerId, viewerId), eq(profileViews.viewedProfileId, viewedId)))
    .orderBy(profileViews.viewedAt);

const durations = async (viewerId: string, viewedId: string) =>
  (await visits(viewerId, viewedId)).map((v) => v.durationSeconds);

/** A woman who opened a man's profile just now. */
async function visit() {
  const target = await buildMember(t.db, { gender: 'male' });
  const viewer = await buildSignedIn(t, { gender: 'female' });
  expect((await open(viewer, target.id)).status).toBe(200);
  return { target, viewer };
}

describe('POST /api/profiles/:userId/view-time', () => {
  it("adds the seconds to the viewer's open visit", async () => {
    const { target, viewer } = await visit();
    t.clock.advance(3 * MINUTE);
    const added = await report(viewer.cookie, target.id, { seconds: 90 });
    expect(added.status).toBe(204);
    expect(added.text).toBe('');
    await report(viewer.cookie, target.id, { seconds: 30 });
    expect(await durations(viewer.id, target.id)).toEqual([120]);
  });

  it('counts a visit 30 minutes at most, and never more than the time since it began', async () => {
    const { target, viewer } = await visit();
    // A page cannot have been visible for longer than the visit has lasted (plus a minute to load).
    await report(viewer.cookie, target.id, { seconds: 1800 });
    const [early] = await durations(viewer.id, target.id);
    expect(early).toBeGreaterThanOrEqual(60);
    expect(early).toBeLessThan(120);
    t.clock.advance(20 * MINUTE);
    await report(viewer.cookie, target.id, { seconds: 1000 });
    t.clock.advance(20 * MINUTE);
    // 40 minutes after the open, 20 after the last report: the report kept the visit open.
    expect((await report(viewer.cookie, target.id, { seconds: 1000 })).status).toBe(204);
    expect(await durations(viewer.id, target.id)).toEqual([1800]);
    expect((await report(viewer.cookie, target.id, { seconds: 5 })).status).toBe(204);
    expect(await durations(viewer.id, target.id)).toEqual([1800]);
  });

  it('accepts a beacon from our own page (its Origin, Sec-Fetch headers and JSON blob)', async () => {
    const { target, viewer } = await visit();
    t.clock.advance(2 * MINUTE);
    const response = await t.request(`/api/profiles/${target.id}/view-time`, {
      method: 'POST',
      cookie: viewer.cookie,
      headers: {
        origin: TEST_ORIGIN,
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'cors',
        'sec-fetch-dest': 'empty',
      },
      body: JSON.stringify({ seconds: 45 }),
    });
    expect(response.status).toBe(204);
    expect(await durations(viewer.id, target.id)).toEqual([45]);
  });

  it('refuses a visitor with 401 and another site with 403, changing nothing', async () => {
    const { target, viewer } = await visit();
    t.clock.advance(2 * MINUTE);
    expectError(await report(undefined, target.id, { seconds: 60 }), 401, 'UNAUTHORIZED');
    const forged = await t.request(`/api/profiles/${target.id}/view-time`, {
      method: 'POST',
      cookie: viewer.cookie,
      headers: { origin: 'https://elsewhere.example' },
      json: { seconds: 60 },
    });
    expect(forged.status).toBe(403);
    expect(await durations(viewer.id, target.id)).toEqual([0]);
  });

  it('answers 400 to bad seconds and bodies that are not JSON, changing nothing', async () => {
    const { target, viewer } = await visit();
    t.clock.advance(5 * MINUTE);
    for (const body of [
      { seconds: 0 },
      { seconds: -30 },
      { seconds: 1801 },
      { seconds: 1e9 },
      { seconds: 12.5 },
      { seconds: '60' },
      { seconds: null },
      { seconds: 60, visit: 'x' },
      {},
      [],
      null,
    ]) {
      expectError(await report(viewer.cookie, target.id, body), 400, 'VALIDATION_FAILED');
    }
    for (const body of ['{"seconds":', 'seconds=60']) {
      const response = await t.request(`/api/profiles/${target.id}/view-time`, {
        method: 'POST',
        cookie: viewer.cookie,
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status, body).toBe(400);
    }
    expect(await durations(viewer.id, target.id)).toEqual([0]);
  });

  it("answers 404 for someone else's visit, an old visit, the own profile or an unknown member", async () => {
    const { target, viewer } = await visit();
    const other = await buildSignedIn(t, { gender: 'female' });
    t.clock.advance(2 * MINUTE);
    const none = 'No recent visit of this profile';
    expectError(await report(other.cookie, target.id, { seconds: 60 }), 404, 'NOT_FOUND', none);
    expectError(await report(viewer.cookie, viewer.id, { seconds: 60 }), 404, 'NOT_FOUND', none);
    expectError(await report(viewer.cookie, 'no-such-member', { seconds: 60 }), 404, 'NOT_FOUND', none);
    expect(await visits(other.id, target.id)).toEqual([]);
    expect(await visits(viewer.id, viewer.id)).toEqual([]);
    // Hours later the visit is over: a late report adds nothing to it.
    t.clock.advance(31 * MINUTE);
    expectError(await report(viewer.cookie, target.id, { seconds: 60 }), 404, 'NOT_FOUND', none);
    t.clock.advance(3 * 60 * MINUTE);
    expectError(await report(viewer.cookie, target.id, { seconds: 60 }), 404, 'NOT_FOUND', none);
    expect(await durations(viewer.id, target.id)).toEqual([0]);
  });

  it('adds to the newest visit only', async () => {
    const { target, viewer } = await visit();
    t.clock.advance(5 * MINUTE);
    await report(viewer.cookie, target.id, { seconds: 200 });
    t.clock.advance(2 * 60 * MINUTE);
    await open(viewer, target.id);
    t.clock.advance(MINUTE);
    await report(viewer.cookie, target.id, { seconds: 50 });
    expect(await durations(viewer.id, target.id)).toEqual([200, 50]);
  });
});
