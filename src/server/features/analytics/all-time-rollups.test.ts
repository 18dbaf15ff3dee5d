import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../../tests/support/factories/members.ts';
import { buildProfileView } from '../../../../tests/support/factories/profile-views.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { rowsOf } from '../../db/rows.ts';
import { profileViews, users } from '../../db/schema/index.ts';
import { allTimeFiguresSql } from './all-time-figures.ts';
import { periodFiguresSql } from './period-figures.ts';
import { periodBounds } from './periods.ts';
import { recentViewers } from './viewers-service.ts';

/**
 * All time is answered from rollups the database keeps (migration 0016). Whatever writes the visits,
 * the rollups must say exactly what the visits say: these tests compare the rollup statement with the
 * statement that reads every visit, over visits on both sides of daylight-saving changes, in zones with
 * half-hour offsets, after updates and deletes.
 */

const NOW = new Date('2026-11-20T12:00:00.000Z');
const ZONES = [
  'UTC',
  'America/New_York',
  'Europe/London',
  'Asia/Kolkata',
  'Africa/Casablanca',
  'Asia/Karachi',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Figures = Record<string, unknown> & { exact?: boolean; age_groups: { range: string }[] };

const sorted = (f: Figures) => ({
  ...f,
  // json_agg without an order: the groups are compared as a set.
  age_groups: [...f.age_groups].sort((a, b) => a.range.localeCompare(b.range)),
});

async function both(memberId: string, tz: string) {
  const bounds = periodBounds('all', NOW);
  const [rolled] = rowsOf<Figures>(await t.db.execute(allTimeFiguresSql(memberId, bounds, tz)));
  const [read] = rowsOf<Figures>(await t.db.execute(periodFiguresSql(memberId, bounds, tz)));
  const { exact, ...figures } = rolled!;
  return { exact, rolled: sorted(figures), read: sorted(read!) };
}

async function expectRollupsToMatch(memberId: string) {
  for (const tz of ZONES) {
    const { exact, rolled, read } = await both(memberId, tz);
    expect(exact, tz).toBe(true);
    expect(rolled, tz).toEqual(read);
  }
}

/** Deterministic visits: `count` of them from `viewers`, spread over 2025-2026 and around the clock. */
async function visitsFrom(ownerId: string, viewerIds: string[], count: number) {
  const start = Date.parse('2025-01-01T00:00:00Z');
  const span = NOW.getTime() - start - 3_600_000;
  const countries = ['Pakistan', 'United Kingdom', null, 'Morocco'];
  for (let i = 0; i < count; i += 1) {
    const viewedAt = new Date(start + Math.floor((span * ((i * 7919) % count)) / count) + i * 53_000);
    const country = countries[i % countries.length]!;
    await buildProfileView(t.db, viewerIds[i % viewerIds.length]!, ownerId, {
      viewedAt,
      durationSeconds: i % 5 === 0 ? 0 : 30 + ((i * 37) % 600),
      viewerAge: i % 6 === 0 ? null : 19 + ((i * 3) % 30),
      viewerLocation: country ? `City ${i % 3}, ${country}` : null,
      viewerCountry: country,
    });
  }
}

async function ownerWithVisits(count: number) {
  const owner = await buildMember(t.db, { gender: 'female' });
  const viewers = await Promise.all(Array.from({ length: 6 }, () => buildMember(t.db, { gender: 'male' })));
  await visitsFrom(
    owner.id,
    viewers.map((v) => v.id),
    count,
  );
  return { owner, viewers };
}

describe('all-time rollups', () => {
  it('answer exactly what the visits say, in zones with daylight saving and half hours', async () => {
    const { owner } = await ownerWithVisits(240);
    // Visits right at New York's and London's 2026 changes, on the quarter hours around them.
    for (const iso of [
      '2026-03-08T06:45:00Z',
      '2026-03-08T07:15:00Z',
      '2026-03-29T00:50:00Z',
      '2026-10-25T01:10:00Z',
    ]) {
      const viewer = await buildMember(t.db, { gender: 'male' });
      await buildProfileView(t.db, viewer.id, owner.id, { viewedAt: new Date(iso), durationSeconds: 90 });
    }
    await expectRollupsToMatch(owner.id);
    const { rolled } = await both(owner.id, 'UTC');
    expect(rolled).toMatchObject({ total_views: 244, unique_viewers: 10 });
  });

  it('follow updates of time spent and visits extended', async () => {
    const { owner, viewers } = await ownerWithVisits(60);
    await t.db.execute(sql`update ${profileViews} set duration_seconds = least(duration_seconds + 45, 1800),
      last_viewed_at = last_viewed_at + interval '10 minutes'
      where viewed_profile_id = ${owner.id} and viewer_id = ${viewers[1]!.id}`);
    await t.db.execute(sql`update ${profileViews} set duration_seconds = 0
      where viewed_profile_id = ${owner.id} and viewer_id = ${viewers[2]!.id}`);
    await expectRollupsToMatch(owner.id);
  });

  it('follow deleted visits and deleted viewers', async () => {
    const { owner, viewers } = await ownerWithVisits(60);
    await t.db.execute(sql`delete from ${profileViews}
      where viewed_profile_id = ${owner.id} and viewer_id = ${viewers[0]!.id} and duration_seconds > 100`);
    await t.db.delete(users).where(eq(users.id, viewers[3]!.id));
    await expectRollupsToMatch(owner.id);
    expect((await both(owner.id, 'UTC')).rolled).toMatchObject({ unique_viewers: 5 });
    // Every visit gone: nothing left behind in either rollup.
    await t.db.delete(profileViews).where(eq(profileViews.viewedProfileId, owner.id));
    const left = rowsOf<{ n: number }>(
      await t.db
        .execute(sql`select (select count(*) from profile_viewer_totals where viewed_profile_id = ${owner.id})
        + (select count(*) from profile_view_slots where viewed_profile_id = ${owner.id}) as n`),
    );
    expect(Number(left[0]!.n)).toBe(0);
  });

  it('say when they cannot answer: a visit outside [2020-01-01, now]', async () => {
    const { owner, viewers } = await ownerWithVisits(12);
    await buildProfileView(t.db, viewers[0]!.id, owner.id, { viewedAt: new Date(NOW.getTime() + 60_000) });
    expect((await both(owner.id, 'UTC')).exact).toBe(false);
  });

  it('list all-time viewers with their visits, counting only those inside [2020-01-01, now]', async () => {
    const { owner, viewers } = await ownerWithVisits(30);
    const late = viewers[0]!.id;
    await buildProfileView(t.db, late, owner.id, { viewedAt: new Date(NOW.getTime() + 60_000) });
    await buildProfileView(t.db, late, owner.id, { viewedAt: new Date('2019-06-01T00:00:00Z') });
    const found = await recentViewers(t.db, owner.id, { period: 'all', search: '', page: 1 }, NOW);
    const counted = rowsOf<{ viewer_id: string; n: number }>(
      await t.db.execute(sql`select viewer_id, count(*)::int as n from ${profileViews}
        where viewed_profile_id = ${owner.id} and viewed_at between '2020-01-01' and ${NOW.toISOString()}::timestamptz
        group by viewer_id`),
    );
    expect(found.total).toBe(6);
    expect(Object.fromEntries(found.rows.map((row) => [row.viewer_id, row.view_count]))).toEqual(
      Object.fromEntries(counted.map((row) => [row.viewer_id, row.n])),
    );
    expect(found.rows.find((row) => row.viewer_id === late)!.view_count).toBe(5);
  });

  it('a member nobody viewed: zeros, and no figure made up', async () => {
    const owner = await buildMember(t.db, { gender: 'female' });
    const { exact, rolled, read } = await both(owner.id, 'Asia/Karachi');
    expect(exact).toBe(true);
    expect(rolled).toEqual(read);
    expect(rolled).toMatchObject({ total_views: 0, unique_viewers: 0, avg_seconds: null, popular_times: [] });
  });
});
