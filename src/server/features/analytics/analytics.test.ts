import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnalytics } from '../../../shared/analytics/analytics-contract.ts';
import { buildMember, buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { buildProfileView } from '../../../../tests/support/factories/profile-views.ts';
import { call, expectError } from '../../../../tests/support/api-calls.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/**
 * Every figure of GET /api/analytics against numbers worked out by hand from a small fixed set of
 * visits (listed below), with the server's clock set to NOW.
 */

const NOW = new Date('2026-06-15T12:00:00.000Z');
const at = (iso: string) => new Date(iso);

let t: TestApp;
let owner: SignedIn;

const CANADA = { viewerLocation: 'Ontario, Canada', viewerCountry: 'Canada' };
const UK = { viewerLocation: 'London, United Kingdom', viewerCountry: 'United Kingdom' };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  owner = await buildSignedIn(t, { gender: 'female' });
  const [v1, v2, v3, v4, v5] = await Promise.all(
    [1, 2, 3, 4, 5].map(() => buildMember(t.db, { gender: 'male' })),
  );
  const view = (viewerId: string, iso: string, values: Parameters<typeof buildProfileView>[3] = {}) =>
    buildProfileView(t.db, viewerId, owner.id, { viewedAt: at(iso), lastViewedAt: at(iso), ...values });
  // The 7 days [06-08 12:00, 06-15 12:00]: 7 visits by 4 viewers.
  await view(v1!.id, '2026-06-15T09:10:00Z', { durationSeconds: 120, viewerAge: 25, ...CANADA });
  await view(v1!.id, '2026-06-14T09:30:00Z', { durationSeconds: 240, viewerAge: 25, ...CANADA });
  await view(v1!.id, '2026-06-10T20:05:00Z', { viewerAge: 24, ...CANADA });
  await view(v2!.id, '2026-06-13T09:45:00Z', { durationSeconds: 60, viewerAge: 27, ...CANADA });
  await view(v3!.id, '2026-06-12T20:15:00Z', { viewerAge: 41, ...UK });
  await view(v3!.id, '2026-06-09T03:00:00Z', { durationSeconds: 180, viewerAge: 41, ...UK });
  await view(v4!.id, '2026-06-08T12:30:00Z');
  // The 7 days before: 2 visits by 2 viewers (one half an hour before the period starts).
  await view(v1!.id, '2026-06-08T11:30:00Z', { durationSeconds: 300, viewerAge: 24, ...CANADA });
  await view(v5!.id, '2026-06-05T10:00:00Z', { durationSeconds: 100, viewerAge: 19, ...UK });
  // Older: only in 30 days and all time.
  await view(v5!.id, '2026-05-20T10:00:00Z', { viewerAge: 19, ...UK });
  await view(v5!.id, '2024-01-01T10:00:00Z', { viewerAge: 18, ...UK });
  // Someone else's profile views count nowhere here.
  const other = await buildMember(t.db, { gender: 'female' });
  await buildProfileView(t.db, v1!.id, other.id, { viewedAt: at('2026-06-15T10:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

const analytics = async (query: string, cookie = owner.cookie) => {
  const answer = await call(t, 'GET', `/api/analytics${query}`, cookie);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as TAnalytics;
};

describe('GET /api/analytics', () => {
  it('measures the 7 days (the default) against the 7 before', async () => {
    const a = await analytics('');
    expect(a).toMatchObject({
      period: '7d',
      totalViews: 7,
      uniqueViewers: 4,
      weeklyViews: 7,
      // (120 + 240 + 60 + 180) / 4 = 150 s; the week before: (300 + 100) / 2 = 200 s.
      avgDuration: 2.5,
      viewsGrowth: 250,
      uniqueViewersGrowth: 100,
      weeklyGrowth: 250,
      durationGrowth: -25,
    });
  });

  it('counts each viewer once by age (their highest of the period), every group listed', async () => {
    const { ageGroups } = await analytics('?period=7d');
    // v1 turned 25 during the period, v2 is 27, v3 41, v4 has no age.
    expect(ageGroups).toEqual([
      { range: '18-24', count: 0, percentage: 0 },
      { range: '25-29', count: 2, percentage: 67 },
      { range: '30-34', count: 0, percentage: 0 },
      { range: '35-39', count: 0, percentage: 0 },
      { range: '40+', count: 1, percentage: 33 },
    ]);
  });

  it('buckets visits by hour, most first, in UTC unless a time zone is asked for', async () => {
    const utc = await analytics('?period=7d');
    expect(utc.popularTimes).toEqual([
      { hour: 9, views: 3, percentage: 43 },
      { hour: 20, views: 2, percentage: 29 },
      { hour: 3, views: 1, percentage: 14 },
      { hour: 12, views: 1, percentage: 14 },
    ]);
    // New York is UTC-4 in June.
    const newYork = await analytics('?period=7d&tz=America/New_York');
    expect(newYork.popularTimes).toEqual([
      { hour: 5, views: 3, percentage: 43 },
      { hour: 16, views: 2, percentage: 29 },
      { hour: 8, views: 1, percentage: 14 },
      { hour: 23, views: 1, percentage: 14 },
    ]);
    expect(newYork.totalViews).toBe(utc.totalViews);
    // Kolkata is UTC+5:30: 09:10 is 14:40 there but 09:30 is 15:00.
    const kolkata = await analytics('?period=7d&tz=Asia/Kolkata');
    expect(kolkata.popularTimes).toEqual([
      { hour: 1, views: 2, percentage: 29 },
      { hour: 15, views: 2, percentage: 29 },
      { hour: 8, views: 1, percentage: 14 },
      { hour: 14, views: 1, percentage: 14 },
      { hour: 18, views: 1, percentage: 14 },
    ]);
  });

  it('ranks locations by viewers and sums up the geography', async () => {
    const a = await analytics('?period=7d');
    expect(a.topLocations).toEqual([
      { rank: 1, location: 'Ontario, Canada', count: 2, percentage: 67 },
      { rank: 2, location: 'London, United Kingdom', count: 1, percentage: 33 },
    ]);
    expect(a.geography).toEqual({ locations: 2, topRegion: 'Canada', totalViewers: 3 });
  });

  it('24 hours: the last day against the day before', async () => {
    const a = await analytics('?period=24h');
    expect(a).toMatchObject({
      totalViews: 1,
      uniqueViewers: 1,
      weeklyViews: 7,
      avgDuration: 2,
      viewsGrowth: 0,
      uniqueViewersGrowth: 0,
      weeklyGrowth: 250,
      // 120 s against 240 s.
      durationGrowth: -50,
    });
    expect(a.popularTimes).toEqual([{ hour: 9, views: 1, percentage: 100 }]);
  });

  it('30 days: the older visit counts, and a previous period without visits gives no growth', async () => {
    const a = await analytics('?period=30d');
    expect(a).toMatchObject({
      totalViews: 10,
      uniqueViewers: 5,
      // (120 + 240 + 60 + 180 + 300 + 100) / 6 = 166.7 s
      avgDuration: 2.8,
      viewsGrowth: null,
      uniqueViewersGrowth: null,
      durationGrowth: null,
    });
    expect(a.ageGroups[0]).toEqual({ range: '18-24', count: 1, percentage: 25 });
    expect(a.geography).toEqual({ locations: 2, topRegion: 'Canada', totalViewers: 4 });
  });

  it('all time counts since 2020 and has no previous period to grow from', async () => {
    const a = await analytics('?period=all');
    expect(a).toMatchObject({
      period: 'all',
      totalViews: 11,
      uniqueViewers: 5,
      weeklyViews: 7,
      viewsGrowth: null,
      uniqueViewersGrowth: null,
      durationGrowth: null,
      // The week still has the week before it.
      weeklyGrowth: 250,
    });
  });

  it('answers honest zeros for a member nobody has viewed, with every tip of a bare profile', async () => {
    const alone = await buildSignedIn(t, { gender: 'female' });
    const a = await analytics('?period=30d', alone.cookie);
    expect(a).toMatchObject({
      totalViews: 0,
      uniqueViewers: 0,
      weeklyViews: 0,
      avgDuration: null,
      viewsGrowth: null,
      uniqueViewersGrowth: null,
      weeklyGrowth: null,
      durationGrowth: null,
      popularTimes: [],
      topLocations: [],
      geography: { locations: 0, topRegion: null, totalViewers: 0 },
    });
    expect(a.ageGroups.map((group) => group.count)).toEqual([0, 0, 0, 0, 0]);
    expect(a.optimizationTips.map((tip) => [tip.title, tip.priority])).toEqual([
      ['Add More Photos', 'high'],
      ['Complete Preferences', 'high'],
      ['Enhance Your Bio', 'medium'],
      ['Stay Active', 'low'],
    ]);
    expect(a.optimizationTips[0]!.description).toContain('Profiles with 3+ photos get 40% more views');
  });

  it('a complete profile with a long bio and 5 visits this week gets no tips; a short bio brings one', async () => {
    const complete = {
      dateOfBirth: '1996-04-02',
      currentCountry: 'Canada',
      occupation: 'Engineer',
      educationalQualification: "Master's Degree",
      selfDescription: 'x'.repeat(100),
      profilePhotoUrl: '/media/photos/a.webp',
      partnerAgeRange: '28-35',
      partnerEducation: "Bachelor's Degree",
    };
    const busy = await buildSignedIn(t, { gender: 'female', profile: complete });
    const viewer = await buildMember(t.db, { gender: 'male' });
    for (const day of [1, 2, 3, 4, 5]) {
      const viewedAt = new Date(NOW.getTime() - day * 86_400_000);
      await buildProfileView(t.db, viewer.id, busy.id, { viewedAt, lastViewedAt: viewedAt });
    }
    const a = await analytics('', busy.cookie);
    expect(a.profileCompletion).toBe(100);
    expect(a.optimizationTips).toEqual([]);
    const shortBio = await buildSignedIn(t, {
      gender: 'female',
      profile: { ...complete, selfDescription: 'y'.repeat(99) },
    });
    const tips = (await analytics('', shortBio.cookie)).optimizationTips;
    expect(tips.map((tip) => tip.key)).toEqual(['bio', 'activity']);
  });

  it('the completion is the number GET /api/me answers', async () => {
    const me = await call(t, 'GET', '/api/me', owner.cookie);
    const { completion } = me.body as { completion: number };
    expect((await analytics('')).profileCompletion).toBe(completion);
  });
});

describe('GET /api/analytics refusals', () => {
  it('refuses a visitor', async () => {
    expectError(await call(t, 'GET', '/api/analytics', undefined), 401, 'UNAUTHORIZED');
  });

  it('refuses an unknown period and an unknown time zone with the field named', async () => {
    const period = await call(t, 'GET', '/api/analytics?period=1y', owner.cookie);
    expectError(period, 400, 'VALIDATION_FAILED');
    expect(period.body).toMatchObject({ error: { fields: { period: expect.any(String) } } });
    for (const tz of ['Mars/Olympus_Mons', '+05:30', `${'A'.repeat(65)}`]) {
      const zone = await call(t, 'GET', `/api/analytics?tz=${encodeURIComponent(tz)}`, owner.cookie);
      expectError(zone, 400, 'VALIDATION_FAILED');
      expect(zone.body).toMatchObject({ error: { fields: { tz: expect.any(String) } } });
    }
  });
});
