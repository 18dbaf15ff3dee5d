import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { profiles, profileViews } from '../../db/schema/index.ts';
import type { Logger } from '../../infra/logger.ts';
import { matchScore } from '../../../shared/rules/match-score.ts';
import { buildMember, buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { matchProfileOf } from '../../domain/profile/profile-fields.ts';
import { recordView } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PRIVATE = { phone: '+44 20 7946 0958', dateOfBirth: '1994-03-17' };

/** A member whose private values are distinctive, so a leak shows up as a plain substring. */
const buildTarget = () =>
  buildMember(t.db, {
    name: 'Yusuf Abdullah Karim',
    gender: 'male',
    email: `yusuf-${Math.random().toString(36).slice(2, 10)}@private.example.test`,
    profile: {
      ...PRIVATE,
      currentCountry: 'Canada',
      currentState: 'Ontario',
      occupation: 'Civil Engineer',
      educationalQualification: "Bachelor's Degree",
      religionCommunity: 'Sunni',
      religiousBeliefs: 'Moderate',
      languagesSpoken: ['Arabic', 'English'],
      partnerAgeRange: '24-32',
      selfDescription: 'I build bridges and enjoy long walks.',
      profilePhotoUrl: '/media/photos/x/abc.webp',
      profilePhotoThumbUrl: '/media/photos/x/abc-256.webp',
    },
  });

const viewsOf = async (userId: string) =>
  (await t.db.select({ n: count() }).from(profileViews).where(eq(profileViews.viewedProfileId, userId)))[0]
    ?.n;

const rowOf = async (userId: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!;

function expectNoPrivateData(answer: string, target: { email: string }) {
  for (const secret of [
    target.email,
    PRIVATE.phone,
    PRIVATE.dateOfBirth,
    'date_of_birth',
    '"email"',
    '"phone"',
  ]) {
    expect(answer).not.toContain(secret);
  }
}

describe('GET /api/profiles/:userId', () => {
  it('answers 404 "Profile not found" for an unknown id and for a profile without a name', async () => {
    const nameless = await buildMember(t.db, { profile: { fullName: null } });
    const signedIn = await buildSignedIn(t);
    for (const id of ['no-such-member', nameless.id]) {
      for (const cookie of [undefined, signedIn.cookie]) {
        const response = await t.request(`/api/profiles/${id}`, cookie ? { cookie } : {});
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Profile not found' } });
      }
    }
  });

  it('shows a visitor only the first name, age and country, and records no view', async () => {
    const target = await buildTarget();
    const response = await t.request(`/api/profiles/${target.id}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      viewer: 'visitor',
      profile: {
        user_id: target.id,
        first_name: 'Yusuf',
        age: expect.any(Number),
        current_country: 'Canada',
      },
    });
    expectNoPrivateData(text, target);
    expect(text).not.toContain('/media/');
    expect(text).not.toContain('Engineer');
    expect(await viewsOf(target.id)).toBe(0);
  });

  it('shows a signed-in member every detail but e-mail, phone and birth date, with the real match score', async () => {
    const target = await buildTarget();
    const me = await buildSignedIn(t, {
      profile: {
        gender: 'female',
        dateOfBirth: '1998-09-01',
        currentCountry: 'Canada',
        religionCommunity: 'Sunni',
        languagesSpoken: ['English', 'French'],
        partnerCareerPreferences: 'Engineer',
      },
    });
    const response = await t.request(`/api/profiles/${target.id}`, { cookie: me.cookie });
    expect(response.status).toBe(200);
    const text = await response.text();
    expectNoPrivateData(text, target);
    const body = JSON.parse(text) as { viewer: string; profile: Record<string, unknown>; match: unknown };
    expect(body.viewer).toBe('member');
    expect(body.profile).toMatchObject({
      user_id: target.id,
      full_name: 'Yusuf Abdullah Karim',
      age: expect.any(Number),
      occupation: 'Civil Engineer',
      location: 'Ontario, Canada',
      education: "Bachelor's Degree",
      bio: 'I build bridges and enjoy long walks.',
      religion: 'Sunni',
      languages_spoken: ['Arabic', 'English'],
      profile_photo_url: '/media/photos/x/abc.webp',
      profile_photo_thumb_url: '/media/photos/x/abc-256.webp',
    });
    expect(Object.keys(body.profile)).not.toEqual(expect.arrayContaining(['email']));
    const expected = matchScore(matchProfileOf(await rowOf(me.id)), matchProfileOf(await rowOf(target.id)));
    expect(body.match).toEqual(expected);
    expect(expected.score).toBeGreaterThan(0);
    expect(expected.reasons).toContain('Career fits your preference');
  });

  it('records one view per visit by a signed-in member who is not the owner', async () => {
    const target = await buildTarget();
    const me = await buildSignedIn(t);
    await t.request(`/api/profiles/${target.id}`, { cookie: me.cookie });
    await t.request(`/api/profiles/${target.id}`, { cookie: me.cookie });
    const rows = await t.db.select().from(profileViews).where(eq(profileViews.viewedProfileId, target.id));
    expect(rows.map((r) => r.viewerId)).toEqual([me.id]);
  });

  it("records a view only for our own page's request, never for another site's <img> or link", async () => {
    const target = await buildTarget();
    const me = await buildSignedIn(t);
    for (const site of ['cross-site', 'same-site', 'none']) {
      const response = await t.request(`/api/profiles/${target.id}`, {
        cookie: me.cookie,
        headers: { 'sec-fetch-site': site },
      });
      expect(response.status).toBe(200); // the answer is the same; only the side effect is withheld
    }
    expect(await viewsOf(target.id)).toBe(0);
    // The profile page's fetch (same-origin) records one.
    await t.request(`/api/profiles/${target.id}`, {
      cookie: me.cookie,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(await viewsOf(target.id)).toBe(1);
  });

  it('shows the owner their page as others see it, with no score and no view recorded', async () => {
    const owner = await buildSignedIn(t, { profile: { fullName: 'Owner Person', phone: PRIVATE.phone } });
    const response = await t.request(`/api/profiles/${owner.id}`, { cookie: owner.cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      viewer: string;
      match: unknown;
      profile: Record<string, unknown>;
    };
    expect(body.viewer).toBe('owner');
    expect(body.match).toBeNull();
    expect(body.profile.phone).toBeUndefined();
    expect(await viewsOf(owner.id)).toBe(0);
  });

  it('gives no score to a member who has not filled in a profile, and records no view', async () => {
    const target = await buildTarget();
    const me = await buildSignedIn(t, { profile: false });
    const response = await t.request(`/api/profiles/${target.id}`, { cookie: me.cookie });
    const body = (await response.json()) as { viewer: string; match: unknown };
    expect(body).toMatchObject({ viewer: 'member', match: null });
    // Without a gender of their own they may see nobody (domain/member), so the open is no view.
    expect(await viewsOf(target.id)).toBe(0);
  });

  it('never lets the e-mail, phone or birth date out, to anyone but the owner', async () => {
    const target = await buildTarget();
    const member = await buildSignedIn(t, { gender: 'female' });
    const admin = await buildSignedIn(t, { role: 'admin' });
    for (const cookie of [undefined, member.cookie, admin.cookie]) {
      const text = await (await t.request(`/api/profiles/${target.id}`, cookie ? { cookie } : {})).text();
      expectNoPrivateData(text, target);
    }
  });
});

describe('recordView', () => {
  it('logs a failed write instead of failing the read', async () => {
    const failing = {
      execute: () => Promise.reject(new Error('database is down')),
    } as unknown as Db;
    const warn = vi.fn();
    const log = { warn } as unknown as Logger;
    await expect(recordView({ db: failing, log }, 'viewer', 'viewed', new Date())).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});
