import { eq, or } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { profiles, profileViews } from '../../db/schema/index.ts';
import { ageFrom } from '../../../shared/rules/age.ts';
import { buildMember, buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { buildPlan, giveMembership } from '../../../../tests/support/factories/memberships.ts';
import { call } from '../../../../tests/support/api-calls.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/** Opening a profile records visits (issue 20): one row per visit, with the viewer's facts of the day. */

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

/** The profile page's own fetch, as the browser sends it. */
const open = (viewer: SignedIn, userId: string, site = 'same-origin') =>
  t.request(`/api/profiles/${userId}`, { cookie: viewer.cookie, headers: { 'sec-fetch-site': site } });

const visitsOf = (userId: string) =>
  t.db
    .select()
    .from(profileViews)
    .where(eq(profileViews.viewedProfileId, userId))
    .orderBy(profileViews.viewedAt);

const visitsBy = (viewerId: string) =>
  t.db
    .select()
    .from(profileViews)
    .where(or(eq(profileViews.viewerId, viewerId), eq(profileViews.viewedProfileId, viewerId)));

describe('GET /api/profiles/:userId records visits', () => {
  it('extends one visit while the opens are less than 30 minutes apart', async () => {
    const target = await buildMember(t.db, { gender: 'male' });
    const me = await buildSignedIn(t, { gender: 'female' });
    const start = t.clock.now();
    expect((await open(me, target.id)).status).toBe(200);
    t.clock.advance(20 * MINUTE);
    await open(me, target.id);
    // 45 minutes after the first open but 25 after the last: still the same visit.
    t.clock.advance(25 * MINUTE);
    await open(me, target.id);
    const [visit, ...more] = await visitsOf(target.id);
    expect(more).toEqual([]);
    expect(visit).toMatchObject({ viewerId: me.id, durationSeconds: 0 });
    expect(Math.abs(visit!.viewedAt.getTime() - start.getTime())).toBeLessThan(MINUTE);
    expect(visit!.lastViewedAt.getTime() - visit!.viewedAt.getTime()).toBeGreaterThanOrEqual(45 * MINUTE);
  });

  it('starts a new visit 31 minutes after the last open', async () => {
    const target = await buildMember(t.db, { gender: 'male' });
    const me = await buildSignedIn(t, { gender: 'female' });
    await open(me, target.id);
    t.clock.advance(31 * MINUTE);
    await open(me, target.id);
    const visits = await visitsOf(target.id);
    expect(visits.map((v) => v.viewerId)).toEqual([me.id, me.id]);
    expect(visits[1]!.viewedAt.getTime() - visits[0]!.lastViewedAt.getTime()).toBeGreaterThanOrEqual(
      31 * MINUTE,
    );
  });

  it("keeps the viewer's age, location and country as they were when the visit began", async () => {
    const target = await buildMember(t.db, { gender: 'male' });
    const dateOfBirth = '1996-05-20';
    const me = await buildSignedIn(t, {
      gender: 'female',
      profile: { dateOfBirth, currentState: 'Ontario', currentCountry: 'Canada' },
    });
    await open(me, target.id);
    // Moving within the visit changes nothing of it; the next visit says where the viewer lives then.
    await t.db
      .update(profiles)
      .set({ currentState: null, currentCountry: 'United Kingdom' })
      .where(eq(profiles.userId, me.id));
    t.clock.advance(10 * MINUTE);
    await open(me, target.id);
    t.clock.advance(400 * 86_400_000);
    await open(me, target.id);
    const [first, second] = await visitsOf(target.id);
    expect(first).toMatchObject({
      viewerAge: ageFrom(dateOfBirth, first!.viewedAt),
      viewerLocation: 'Ontario, Canada',
      viewerCountry: 'Canada',
    });
    expect(second).toMatchObject({
      viewerAge: ageFrom(dateOfBirth, second!.viewedAt),
      viewerLocation: 'United Kingdom',
      viewerCountry: 'United Kingdom',
    });
  });

  it('leaves the facts empty when the viewer has not given them', async () => {
    const target = await buildMember(t.db, { gender: 'male' });
    const me = await buildSignedIn(t, { gender: 'female', profile: { fullName: null, currentState: ' ' } });
    await open(me, target.id);
    expect(await visitsOf(target.id)).toMatchObject([
      { viewerId: me.id, viewerAge: null, viewerLocation: null, viewerCountry: null },
    ]);
  });

  it('records nothing for another site, the owner, the same gender, an unknown or unnamed member', async () => {
    const target = await buildMember(t.db, { gender: 'male' });
    const me = await buildSignedIn(t, { gender: 'female' });
    for (const site of ['cross-site', 'same-site', 'none'])
      expect((await open(me, target.id, site)).status).toBe(200);
    const sameGender = await buildMember(t.db, { gender: 'female' });
    await open(me, sameGender.id);
    const unnamed = await buildMember(t.db, { gender: 'male', profile: { fullName: null } });
    for (const id of ['no-such-member', unnamed.id]) expect((await open(me, id)).status).toBe(404);
    const owner = await buildSignedIn(t, { gender: 'male' });
    expect((await open(owner, owner.id)).status).toBe(200);
    expect(await visitsBy(me.id)).toEqual([]);
    expect(await visitsBy(owner.id)).toEqual([]);
    expect(await visitsOf(sameGender.id)).toEqual([]);
  });

  it('records nothing of a viewer browsing incognito', async () => {
    const target = await buildMember(t.db, { gender: 'male' });
    const me = await buildSignedIn(t, { gender: 'female' });
    const plan = await buildPlan(t.db, { entitlements: { incognito_browsing: 'true' } });
    await giveMembership(t.db, me.id, plan.id, { now: t.clock.now() });
    expect((await call(t, 'PUT', '/api/membership/settings', me.cookie, { incognito: true })).status).toBe(
      200,
    );
    expect((await open(me, target.id)).status).toBe(200);
    expect(await visitsOf(target.id)).toEqual([]);
  });
});
