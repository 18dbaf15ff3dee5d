import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberPlanSettings, profiles, profileViews, userMemberships } from '../../db/schema/index.ts';
import { isIncognito } from '../../domain/membership/plan-settings.ts';
import type { TPlanSettings } from '../../../shared/membership/membership-contract.ts';
import { buildMember, buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { buildPlan, giveMembership, givePremium } from '../../../../tests/support/factories/memberships.ts';
import { call, expectError } from '../../../../tests/support/api-calls.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/** GET/PUT /api/membership/settings: photo_privacy and incognito_browsing switched on (issue 19). */

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

const DAY = 86_400_000;
// Without `available`, which depends on the member (private photos are free for women).
const OFF: Omit<TPlanSettings, 'available'> = {
  photos_private: false,
  incognito: false,
  boosted_until: null,
};

const getSettings = (cookie?: string) => call(t, 'GET', '/api/membership/settings', cookie);
const putSettings = (cookie: string | undefined, body: unknown) =>
  call(t, 'PUT', '/api/membership/settings', cookie, body);

const stored = async (userId: string) =>
  (await t.db.select().from(memberPlanSettings).where(eq(memberPlanSettings.userId, userId)))[0] ?? null;

/**
 * A man (unless told) on a plan of their own with just these entitlements, ending in 30 days without renewal (a man:
 * a woman may make her photos private on any plan, see below).
 */
async function memberOn(entitlements: Record<string, string>, gender: 'male' | 'female' = 'male') {
  const member = await buildSignedIn(t, { gender });
  const plan = await buildPlan(t.db, { entitlements });
  await giveMembership(t.db, member.id, plan.id, { now: t.clock.now(), autoRenew: false });
  return member;
}

describe('/api/membership/settings', () => {
  it('answers 401 to a visitor, for reading and for changing', async () => {
    expectError(await getSettings(), 401, 'UNAUTHORIZED');
    expectError(await putSettings(undefined, { photos_private: true }), 401, 'UNAUTHORIZED');
  });

  it('answers both off for a member who never set anything', async () => {
    const member = await buildSignedIn(t);
    expect(await getSettings(member.cookie)).toMatchObject({ status: 200, body: OFF });
  });

  it('refuses to turn either on without the entitlement, storing nothing; turning off is allowed', async () => {
    const member = await buildSignedIn(t, { gender: 'male' });
    for (const body of [
      { photos_private: true },
      { incognito: true },
      { photos_private: false, incognito: true },
    ]) {
      expectError(await putSettings(member.cookie, body), 403, 'FEATURE_NOT_AVAILABLE');
    }
    expect(await stored(member.id)).toBeNull();
    expect(await putSettings(member.cookie, { photos_private: false, incognito: false })).toMatchObject({
      status: 200,
      body: OFF,
    });
  });

  it('turns each on with its own entitlement only, and keeps the one not given', async () => {
    const member = await memberOn({ photo_privacy: 'true' });
    expect(await putSettings(member.cookie, { photos_private: true })).toMatchObject({
      status: 200,
      body: { photos_private: true, incognito: false },
    });
    expectError(await putSettings(member.cookie, { incognito: true }), 403, 'FEATURE_NOT_AVAILABLE');
    expect(await getSettings(member.cookie)).toMatchObject({
      status: 200,
      body: { photos_private: true, incognito: false },
    });
    expect(await stored(member.id)).toMatchObject({ photosPrivate: true, incognito: false });
  });

  it("reads the plan's value by the entitlement rule: 'true', 'unlimited' or a number above 0", async () => {
    for (const [value, status] of [
      ['false', 403],
      ['0', 403],
      ['', 403],
      ['TRUE', 200],
      ['unlimited', 200],
      ['2', 200],
    ] as const) {
      const member = await memberOn({ photo_privacy: value });
      expect((await putSettings(member.cookie, { photos_private: true })).status, value).toBe(status);
    }
  });

  it('turns both on and off with a plan that includes both, one row per member', async () => {
    const member = await buildSignedIn(t);
    await givePremium(t.db, member.id);
    const both = { photos_private: true, incognito: true };
    expect(await putSettings(member.cookie, both)).toMatchObject({ status: 200, body: both });
    expect(await putSettings(member.cookie, { incognito: false })).toMatchObject({
      status: 200,
      body: { photos_private: true, incognito: false },
    });
    expect(await putSettings(member.cookie, {})).toMatchObject({
      status: 200,
      body: { photos_private: true, incognito: false },
    });
    const rows = await t.db.select().from(memberPlanSettings).where(eq(memberPlanSettings.userId, member.id));
    expect(rows).toHaveLength(1);
  });

  it('answers 400 to a bad body and changes nothing', async () => {
    const member = await buildSignedIn(t);
    await givePremium(t.db, member.id);
    for (const body of [{ photos_private: 'yes' }, { incognito: 1 }, { boosted_until: null }, [true], null]) {
      expectError(await putSettings(member.cookie, body), 400, 'VALIDATION_FAILED');
    }
    expect(await stored(member.id)).toBeNull();
  });

  it('counts a stored setting only while the plan includes it: off after the plan lapses, on again after renewal', async () => {
    const member = await memberOn({ photo_privacy: 'true', incognito_browsing: 'true' });
    const both = { photos_private: true, incognito: true };
    expect(await putSettings(member.cookie, both)).toMatchObject({ status: 200, body: both });
    t.clock.advance(31 * DAY);
    expect(await getSettings(member.cookie)).toMatchObject({ status: 200, body: OFF });
    expect(await stored(member.id)).toMatchObject({ photosPrivate: true, incognito: true });
    expectError(await putSettings(member.cookie, { photos_private: true }), 403, 'FEATURE_NOT_AVAILABLE');
    expect(await putSettings(member.cookie, { incognito: false })).toMatchObject({ status: 200, body: OFF });
    // A new membership: the stored photo setting counts again, the cleared one stays off.
    await renew(member.id);
    expect(await getSettings(member.cookie)).toMatchObject({
      status: 200,
      body: { photos_private: true, incognito: false },
    });
  });
});

/** The lapsed membership ended, and a new one from the clock's now. */
async function renew(userId: string) {
  const plan = await buildPlan(t.db, { entitlements: { photo_privacy: 'true', incognito_browsing: 'true' } });
  await t.db.update(userMemberships).set({ status: 'ended' }).where(eq(userMemberships.userId, userId));
  await giveMembership(t.db, userId, plan.id, { now: t.clock.now() });
}

describe('isIncognito', () => {
  it('is true only while the setting is stored on and the plan includes incognito_browsing', async () => {
    const member = await memberOn({ incognito_browsing: 'true' });
    expect(await isIncognito(t.db, member.id, t.clock.now())).toBe(false);
    await putSettings(member.cookie, { incognito: true });
    expect(await isIncognito(t.db, member.id, t.clock.now())).toBe(true);
    expect(await isIncognito(t.db, member.id, new Date(t.clock.now().getTime() + 31 * DAY))).toBe(false);
    await putSettings(member.cookie, { incognito: false });
    expect(await isIncognito(t.db, member.id, t.clock.now())).toBe(false);
  });
});

describe('incognito_browsing: GET /api/profiles/:userId', () => {
  const viewsOf = async (userId: string) =>
    t.db.select().from(profileViews).where(eq(profileViews.viewedProfileId, userId));

  it('records no view while incognito is on and the plan includes it; records again once the plan lapses', async () => {
    const viewer = await memberOn({ incognito_browsing: 'true' }, 'female');
    const viewed = await buildMember(t.db, { gender: 'male' });
    expect((await putSettings(viewer.cookie, { incognito: true })).status).toBe(200);
    expect((await call(t, 'GET', `/api/profiles/${viewed.id}`, viewer.cookie)).status).toBe(200);
    expect(await viewsOf(viewed.id)).toHaveLength(0);
    t.clock.advance(31 * DAY);
    expect((await call(t, 'GET', `/api/profiles/${viewed.id}`, viewer.cookie)).status).toBe(200);
    expect((await viewsOf(viewed.id)).map((v) => v.viewerId)).toEqual([viewer.id]);
  });

  it('records the view of a member who has not switched incognito on', async () => {
    const viewer = await memberOn({ incognito_browsing: 'true' }, 'female');
    const viewed = await buildMember(t.db, { gender: 'male' });
    expect((await call(t, 'GET', `/api/profiles/${viewed.id}`, viewer.cookie)).status).toBe(200);
    expect((await viewsOf(viewed.id)).map((v) => v.viewerId)).toEqual([viewer.id]);
  });

  describe('private photos are free for women (issue 23)', () => {
    it('lets a woman on Free make her photos private, and says so in `available`', async () => {
      const woman = await buildSignedIn(t, { gender: 'female' });
      expect(await getSettings(woman.cookie)).toMatchObject({
        status: 200,
        body: { ...OFF, available: { photos_private: true, incognito: false } },
      });
      expect(await putSettings(woman.cookie, { photos_private: true })).toMatchObject({
        status: 200,
        body: { photos_private: true, available: { photos_private: true, incognito: false } },
      });
      expect(await getSettings(woman.cookie)).toMatchObject({ status: 200, body: { photos_private: true } });
      expectError(await putSettings(woman.cookie, { incognito: true }), 403, 'FEATURE_NOT_AVAILABLE');
    });

    it('still refuses a man on Free, and a member without a gender', async () => {
      const man = await buildSignedIn(t, { gender: 'male' });
      expect(await getSettings(man.cookie)).toMatchObject({
        status: 200,
        body: { available: { photos_private: false, incognito: false } },
      });
      expectError(await putSettings(man.cookie, { photos_private: true }), 403, 'FEATURE_NOT_AVAILABLE');
      expect(await stored(man.id)).toBeNull();
      const bare = await buildSignedIn(t, { gender: 'male' });
      await t.db.update(profiles).set({ gender: null }).where(eq(profiles.userId, bare.id));
      expectError(await putSettings(bare.cookie, { photos_private: true }), 403, 'FEATURE_NOT_AVAILABLE');
    });
  });
});
