import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchLists, profiles, users } from '../../db/schema/index.ts';
import { NO_HIDDEN_PHOTOS } from '../../domain/member/photo-privacy.ts';
import { createLogger } from '../../infra/logger.ts';
import { buildMember, buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { givePremium } from '../../../../tests/support/factories/memberships.ts';
import { uniqueToken } from '../../../../tests/support/api-calls.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { COMPUTE_RATE_RULE, pruneMatchLists, REFRESH_RATE_RULE } from './match-lists.ts';
import { findMatches } from './matches-service.ts';
import { presentMatches } from './presenter.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Card = { user_id: string; full_name: string; occupation: string | null; score: number };
type Answer = { matches: Card[]; total: number; best: number | null };
/** An empty first page for a member with the basics (ME has a date of birth; the factory names and genders). */
const NO_MATCHES = {
  matches: [],
  total: 0,
  best: null,
  page: 1,
  page_size: 20,
  has_more: false,
  needs_basics: false,
};

/** A word no other test's names contain, so `search` isolates one test's members. */
const token = () => uniqueToken('Ml');

const ME = {
  dateOfBirth: '1994-05-10',
  partnerAgeRange: '25-35',
  religionCommunity: 'Sunni',
  currentCountry: 'Canada',
  maritalStatus: 'single' as const,
};

async function getMatches(cookie: string, query = '') {
  const response = await t.request(`/api/matches${query ? `?${query}` : ''}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}
const ids = (answer: Answer) => answer.matches.map((m) => m.user_id);

async function storedLists(viewerId: string) {
  return t.db
    .select({ filterKey: matchLists.filterKey, candidateIds: matchLists.candidateIds })
    .from(matchLists)
    .where(eq(matchLists.viewerId, viewerId));
}

/** A viewer and two candidates in one search word: `strong` (Canada, Sunni) outscores `weak` (Canada). */
async function setUp() {
  const name = token();
  const me = await buildSignedIn(t, { gender: 'male', name: `${name} Me`, profile: { ...ME } });
  // Location and compatibility are advanced filters (advanced-filters.test.ts: without them).
  await givePremium(t.db, me.id);
  const strong = await buildMember(t.db, {
    gender: 'female',
    name: `${name} Strong`,
    profile: { currentCountry: 'Canada', religionCommunity: 'Sunni', maritalStatus: 'widowed' },
  });
  const weak = await buildMember(t.db, {
    gender: 'female',
    name: `${name} Weak`,
    profile: { currentCountry: 'Canada', maritalStatus: 'widowed' },
  });
  return { name, me, strong, weak, query: `search=${name}` };
}

describe('stored match lists', () => {
  it('keeps the answer as ordered ids per filter set, and answers the next visit from them', async () => {
    const { me, strong, weak, query } = await setUp();
    const first = await getMatches(me.cookie, query);
    expect(ids(first)).toEqual([strong.id, weak.id]);
    expect(await storedLists(me.id)).toEqual([
      { filterKey: expect.stringContaining('Ml'), candidateIds: [strong.id, weak.id] },
    ]);

    // A newcomer who would top the list is not on the stored one: the next visit reuses it...
    const newcomer = await buildMember(t.db, {
      gender: 'female',
      name: `${query.slice(7)} Newcomer`,
      profile: { ...ME, dateOfBirth: '1995-01-01' },
    });
    expect(ids(await getMatches(me.cookie, query))).toEqual([strong.id, weak.id]);
    // ...and Refresh works it out again.
    const refreshed = await getMatches(me.cookie, `${query}&refresh=true`);
    expect(ids(refreshed)).toEqual([newcomer.id, strong.id, weak.id]);
  });

  it('recomputes on Refresh 10 times a minute; past that the stored list answers', async () => {
    const { me, name, query } = await setUp();
    await getMatches(me.cookie, query);
    expect(REFRESH_RATE_RULE).toEqual({ max: 10, windowSeconds: 60 });
    for (let i = 0; i < REFRESH_RATE_RULE.max - 1; i++) await getMatches(me.cookie, `${query}&refresh=true`);
    const tenth = await buildMember(t.db, { gender: 'female', name: `${name} Tenth`, profile: { ...ME } });
    expect(ids(await getMatches(me.cookie, `${query}&refresh=true`))).toContain(tenth.id);
    const eleventh = await buildMember(t.db, {
      gender: 'female',
      name: `${name} Eleventh`,
      profile: { ...ME },
    });
    const answer = await getMatches(me.cookie, `${query}&refresh=true`);
    expect(ids(answer)).toContain(tenth.id);
    expect(ids(answer)).not.toContain(eleventh.id);
  });

  it('works out at most 30 fresh lists a minute: then a stored list answers, a new filter set gets 429', async () => {
    const { me, strong, weak, query } = await setUp();
    expect(COMPUTE_RATE_RULE).toEqual({ max: 30, windowSeconds: 60 });
    expect(ids(await getMatches(me.cookie, query))).toEqual([strong.id, weak.id]);
    for (let i = 1; i < COMPUTE_RATE_RULE.max; i++) await getMatches(me.cookie, `${query}x${i}`);
    // The budget is spent: Refresh falls back to the stored list, and an unseen search is refused.
    expect(ids(await getMatches(me.cookie, `${query}&refresh=true`))).toEqual([strong.id, weak.id]);
    const refused = await t.request(`/api/matches?${query}y`, { cookie: me.cookie });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many match searches at once. Please wait a minute and try again.',
      },
    });
    // Lists already stored keep answering.
    expect(ids(await getMatches(me.cookie, query))).toEqual([strong.id, weak.id]);
  });

  it('shows live cards and live scores from a stored list, and drops who is no longer browsable', async () => {
    const { me, strong, weak, query } = await setUp();
    await getMatches(me.cookie, query);
    // weak now shares my religion too and outscores strong, who became a widowed non-Sunni elsewhere.
    await t.db
      .update(profiles)
      .set({ religionCommunity: 'Sunni', dateOfBirth: '1995-03-03', occupation: 'Pharmacist' })
      .where(eq(profiles.userId, weak.id));
    const reordered = await getMatches(me.cookie, query);
    expect(ids(reordered)).toEqual([weak.id, strong.id]);
    expect(reordered.matches[0]).toMatchObject({ occupation: 'Pharmacist', score: 35 });
    expect(reordered.best).toBe(35);

    await t.db.update(profiles).set({ gender: 'male' }).where(eq(profiles.userId, strong.id));
    expect(ids(await getMatches(me.cookie, query))).toEqual([weak.id]);
    await t.db.delete(users).where(eq(users.id, weak.id));
    expect(await getMatches(me.cookie, query)).toEqual(NO_MATCHES);
  });

  it('re-applies the filters and the band to the stored members', async () => {
    const { me, strong, weak, name } = await setUp();
    const query = `search=${name}&compatibility=basic`;
    expect(ids(await getMatches(me.cookie, query))).toEqual([strong.id, weak.id]);
    // strong rises out of the basic band (below 40); weak leaves Canada and scores 0.
    await t.db
      .update(profiles)
      .set({ dateOfBirth: '1995-03-03', partnerAgeRange: '28-40' })
      .where(eq(profiles.userId, strong.id));
    await t.db.update(profiles).set({ currentCountry: 'Egypt' }).where(eq(profiles.userId, weak.id));
    expect(await getMatches(me.cookie, query)).toEqual(NO_MATCHES);
  });

  it('works the list out again as soon as my own profile changes', async () => {
    const { me, strong, weak, name, query } = await setUp();
    const egyptian = await buildMember(t.db, {
      gender: 'female',
      name: `${name} Egyptian`,
      profile: { currentCountry: 'Egypt', religionCommunity: 'Sunni', familyType: 'Joint Family' },
    });
    expect(ids(await getMatches(me.cookie, query))).toEqual([strong.id, egyptian.id, weak.id]);
    await t.db
      .update(profiles)
      .set({ currentCountry: 'Egypt', familyType: 'Joint Family' })
      .where(eq(profiles.userId, me.id));
    expect(ids(await getMatches(me.cookie, query))).toEqual([egyptian.id, strong.id]);
  });

  it('keeps each filter set apart: a filtered visit neither reuses nor replaces the plain list', async () => {
    const { me, strong, weak, name, query } = await setUp();
    await getMatches(me.cookie, query);
    expect(ids(await getMatches(me.cookie, `${query}&compatibility=moderate`))).toEqual([]);
    expect(ids(await getMatches(me.cookie, query))).toEqual([strong.id, weak.id]);
    const keys = (await storedLists(me.id)).map((list) => list.filterKey);
    expect(keys.sort()).toEqual(
      [JSON.stringify([name, null, null, null]), JSON.stringify([name, null, null, 'moderate'])].sort(),
    );
  });

  it('reuses a list for the TTL but not on Refresh, nor on another day', async () => {
    const { me, strong, weak, name } = await setUp();
    const log = createLogger('silent');
    const find = async (iso: string, options: { ttl?: number; refresh?: boolean } = {}) => {
      const { ttl = 600, refresh } = options;
      const answer = await findMatches(
        t.db,
        log,
        me.id,
        { search: name },
        {
          listTtlSeconds: ttl,
          refresh,
          now: new Date(iso),
        },
      );
      return presentMatches(answer, NO_HIDDEN_PHOTOS).matches.map((m) => m.user_id);
    };
    // Canada + Sunni + single: 30, above strong's 25; equal scores put the newest profile first.
    const newcomer = (label: string) =>
      buildMember(t.db, {
        gender: 'female',
        name: `${name} ${label}`,
        profile: { currentCountry: 'Canada', religionCommunity: 'Sunni', maritalStatus: 'single' },
      });

    expect(await find('2026-11-21T10:00:00Z')).toEqual([strong.id, weak.id]);
    const first = await newcomer('First');
    expect(await find('2026-11-21T10:09:59Z')).toEqual([strong.id, weak.id]);
    expect(await find('2026-11-21T10:10:00Z')).toEqual([first.id, strong.id, weak.id]);
    const second = await newcomer('Second');
    expect(await find('2026-11-21T10:10:01Z')).toEqual([first.id, strong.id, weak.id]);
    expect(await find('2026-11-21T10:10:02Z', { refresh: true })).toEqual([
      second.id,
      first.id,
      strong.id,
      weak.id,
    ]);

    // My partner age range is a window of birth dates that moves with the date: a new day, a new list.
    const day = 86_400;
    expect(await find('2026-11-21T23:59:00Z', { ttl: day })).toHaveLength(4);
    const third = await newcomer('Third');
    expect(await find('2026-11-21T23:59:59Z', { ttl: day })).not.toContain(third.id);
    expect(await find('2026-11-22T00:00:01Z', { ttl: day })).toEqual([
      third.id,
      second.id,
      first.id,
      strong.id,
      weak.id,
    ]);
  });

  it('stores nothing with a TTL of 0, and pruning deletes only expired lists', async () => {
    const { me, name } = await setUp();
    const log = createLogger('silent');
    await findMatches(t.db, log, me.id, { search: name }, { listTtlSeconds: 0 });
    expect(await storedLists(me.id)).toEqual([]);

    const now = new Date('2026-11-21T12:00:00Z');
    await findMatches(t.db, log, me.id, { search: name }, { listTtlSeconds: 600, now });
    await findMatches(t.db, log, me.id, {}, { listTtlSeconds: 600, now: new Date('2026-11-21T11:50:00Z') });
    await pruneMatchLists(t.db, 600, new Date('2026-11-21T12:05:00Z'));
    expect((await storedLists(me.id)).map((list) => list.filterKey)).toEqual([
      JSON.stringify([name, null, null, null]),
    ]);
  });
});
