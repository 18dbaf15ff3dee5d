import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../../tests/support/factories/members.ts';
import { buildProfileView } from '../../../../tests/support/factories/profile-views.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { memberAnalytics } from './analytics-service.ts';
import { growth, periodBounds } from './periods.ts';
import { presentAnalytics } from './presenter.ts';

/**
 * The edges of a period, to the millisecond: the service is asked with an exact `now` (the server's
 * clock keeps running, so an HTTP test cannot land on an edge).
 */

const NOW = new Date('2026-03-10T00:00:00.000Z');
const DAY = 86_400_000;
const before = (ms: number) => new Date(NOW.getTime() - ms);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const figuresOf = async (memberId: string, period: '24h' | '7d' | '30d' | 'all', now = NOW) =>
  presentAnalytics(await memberAnalytics(t.db, memberId, { period, tz: 'UTC' }, now));

describe('period edges', () => {
  it('a visit exactly at the start is in the period; a millisecond earlier, in the previous one', async () => {
    const owner = await buildMember(t.db, { gender: 'female' });
    const viewer = await buildMember(t.db, { gender: 'male' });
    const view = (viewedAt: Date) => buildProfileView(t.db, viewer.id, owner.id, { viewedAt });
    await view(before(DAY)); // exactly the start of 24h
    await view(before(DAY + 1)); // the previous day's last millisecond
    await view(before(2 * DAY)); // exactly the previous day's start
    await view(before(2 * DAY + 1)); // before both
    await view(new Date(NOW.getTime() + 1)); // after now: not yet
    const day = await figuresOf(owner.id, '24h');
    expect(day).toMatchObject({ totalViews: 1, viewsGrowth: -50 });
    const week = await figuresOf(owner.id, '7d');
    expect(week).toMatchObject({ totalViews: 4, weeklyViews: 4, viewsGrowth: null, weeklyGrowth: null });
    // A visit exactly at now counts.
    expect(await figuresOf(owner.id, '7d', new Date(NOW.getTime() + 1))).toMatchObject({ totalViews: 5 });
  });

  it('a visit in the last second of an hour is in that hour', async () => {
    const owner = await buildMember(t.db, { gender: 'female' });
    const viewer = await buildMember(t.db, { gender: 'male' });
    await buildProfileView(t.db, viewer.id, owner.id, { viewedAt: new Date('2026-03-09T09:59:59.700Z') });
    expect((await figuresOf(owner.id, '24h')).popularTimes).toEqual([{ hour: 9, views: 1, percentage: 100 }]);
  });

  it('all time starts on 2020-01-01', async () => {
    const owner = await buildMember(t.db, { gender: 'female' });
    const viewer = await buildMember(t.db, { gender: 'male' });
    await buildProfileView(t.db, viewer.id, owner.id, { viewedAt: new Date('2020-01-01T00:00:00.000Z') });
    await buildProfileView(t.db, viewer.id, owner.id, { viewedAt: new Date('2019-12-31T23:59:59.999Z') });
    expect(await figuresOf(owner.id, 'all')).toMatchObject({ totalViews: 1, uniqueViewers: 1 });
  });
});

describe('periods and growth', () => {
  it('the previous period is as long and ends where this one starts', () => {
    const bounds = periodBounds('30d', NOW);
    expect(bounds.start).toEqual(before(30 * DAY));
    expect(bounds.previousStart).toEqual(before(60 * DAY));
    expect(bounds.from).toEqual(before(60 * DAY));
    // The week before is read even when the period is shorter.
    expect(periodBounds('24h', NOW).from).toEqual(before(14 * DAY));
    expect(periodBounds('all', NOW).previousStart).toBeNull();
  });

  it('growth is a whole percent, none from nothing', () => {
    expect(growth(3, 2)).toBe(50);
    expect(growth(1, 3)).toBe(-67);
    expect(growth(0, 4)).toBe(-100);
    expect(growth(5, 0)).toBeNull();
    expect(growth(5, null)).toBeNull();
    expect(growth(null, 5)).toBeNull();
  });
});
