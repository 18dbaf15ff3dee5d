import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memberPlanSettings } from '../../db/schema/index.ts';
import { FEATURED_ROW_SIZE, type TFeaturedRow } from '../../../shared/discovery/discovery-contract.ts';
import { BOOST_MINUTES } from '../../../shared/membership/membership-contract.ts';
import { call, expectError } from '../../../../tests/support/api-calls.ts';
import {
  buildMember,
  buildSignedIn,
  type MemberOptions,
} from '../../../../tests/support/factories/members.ts';
import { buildPlan, giveMembership } from '../../../../tests/support/factories/memberships.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/**
 * GET /api/browse/featured (issue 19): members boosted now first (the latest boost end first), then
 * members whose plan features them, in an order that changes every UTC day; browsable members only.
 * The row reads every member, so each test has a database of its own.
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  // Midday, so the UTC date does not turn while a test runs.
  t.clock.set(new Date('2027-03-10T12:00:00Z'));
});
afterEach(async () => {
  await t.close();
});

const DAY = 86_400_000;

async function featuredPlan() {
  return buildPlan(t.db, { entitlements: { featured_profile: 'true' } });
}

async function featuredMember(planId: string, options: MemberOptions) {
  const member = await buildMember(t.db, options);
  await giveMembership(t.db, member.id, planId, { now: t.clock.now() });
  return member;
}

/** A member who bought a boost through the API, on a plan with unlimited boosts (and featured or not). */
async function boostedMember(options: MemberOptions, featured: boolean) {
  const member = await buildSignedIn(t, options);
  const entitlements = { visibility_boost: 'unlimited', featured_profile: String(featured) };
  const plan = await buildPlan(t.db, { entitlements });
  // Dated by the test's clock (givePremium would use the system time, far from it here).
  await giveMembership(t.db, member.id, plan.id, { now: t.clock.now() });
  const answer = await call(t, 'POST', '/api/membership/boost', member.cookie);
  expect(answer.status, answer.text).toBe(200);
  return member;
}

async function row(cookie: string) {
  const answer = await call(t, 'GET', '/api/browse/featured', cookie);
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as TFeaturedRow).profiles;
}

const ids = (cards: { user_id: string }[]) => cards.map((card) => card.user_id);

/** The featured part's order on a UTC day: md5 of the id and the date, as the statement sorts. */
const rotation = (members: { id: string }[], at: Date) => {
  const day = at.toISOString().slice(0, 10);
  const turn = (id: string) => createHash('md5').update(`${id}${day}`).digest('hex');
  return members.map((m) => m.id).sort((a, b) => turn(a).localeCompare(turn(b)) || a.localeCompare(b));
};

describe('GET /api/browse/featured', () => {
  it('refuses a visitor', async () => {
    expectError(await call(t, 'GET', '/api/browse/featured', undefined), 401, 'UNAUTHORIZED');
  });

  it('lists boosted members first, the latest boost end first, then featured members', async () => {
    const me = await buildSignedIn(t, { gender: 'male' });
    const plan = await featuredPlan();
    const featured = await Promise.all(
      [1, 2, 3].map((n) => featuredMember(plan.id, { gender: 'female', name: `Featured ${n}` })),
    );
    const early = await boostedMember({ gender: 'female', name: 'Early Boost' }, false);
    t.clock.advance(60_000);
    // Boosted and featured: listed once, among the boosted.
    const late = await boostedMember({ gender: 'female', name: 'Late Boost' }, true);
    // Neither featured nor boosted now; a man; a featured woman without a name; a boost that ended.
    await buildMember(t.db, { gender: 'female', name: 'Plain' });
    await featuredMember(plan.id, { gender: 'male', name: 'Featured Man' });
    await featuredMember(plan.id, { gender: 'female', name: 'Nameless', profile: { fullName: null } });
    const ended = await buildMember(t.db, { gender: 'female', name: 'Ended Boost' });
    await t.db
      .insert(memberPlanSettings)
      .values({ userId: ended.id, boostedUntil: new Date(t.clock.now().getTime() - 60_000) });

    const cards = await row(me.cookie);
    expect(ids(cards)).toEqual([late.id, early.id, ...rotation(featured, t.clock.now())]);
    // Browse cards, with the Featured badge where the plan has it.
    expect(cards[0]).toMatchObject({ full_name: 'Late Boost', is_featured: true, is_favorite: false });
    expect(cards.map((card) => card.is_featured)).toEqual([true, false, true, true, true]);

    // The boosts end: Early (not featured) leaves, Late takes her turn among the featured.
    t.clock.advance((BOOST_MINUTES + 1) * 60_000);
    expect(ids(await row(me.cookie))).toEqual(rotation([late, ...featured], t.clock.now()));
  });

  it('shows only the opposite gender', async () => {
    const plan = await featuredPlan();
    const man = await featuredMember(plan.id, { gender: 'male', name: 'Featured Man' });
    const woman = await featuredMember(plan.id, { gender: 'female', name: 'Featured Woman' });
    const boostedMan = await boostedMember({ gender: 'male', name: 'Boosted Man' }, false);
    const viewer = await buildSignedIn(t, { gender: 'female' });
    expect(ids(await row(viewer.cookie))).toEqual([boostedMan.id, man.id]);
    const other = await buildSignedIn(t, { gender: 'male' });
    expect(ids(await row(other.cookie))).toEqual([woman.id]);
    // Without a gender of my own there is no opposite: an empty row.
    const unsaved = await buildSignedIn(t, { profile: false });
    expect(await row(unsaved.cookie)).toEqual([]);
  });

  it(`holds at most ${FEATURED_ROW_SIZE}, in a rotation that changes with the UTC day`, async () => {
    const me = await buildSignedIn(t, { gender: 'male' });
    const plan = await featuredPlan();
    const featured = await Promise.all(
      Array.from({ length: 12 }, (_, n) => featuredMember(plan.id, { gender: 'female', name: `F ${n}` })),
    );
    const orders: string[][] = [];
    for (let day = 0; day < 3; day++) {
      const expected = rotation(featured, t.clock.now()).slice(0, FEATURED_ROW_SIZE);
      const found = ids(await row(me.cookie));
      expect(found).toEqual(expected);
      expect(await row(me.cookie).then(ids)).toEqual(found); // the same all day
      orders.push(found);
      t.clock.advance(DAY);
    }
    expect(new Set(orders.map((order) => order.join())).size).toBeGreaterThan(1);
  });

  it('drops a featured member whose plan lapsed', async () => {
    const me = await buildSignedIn(t, { gender: 'male' });
    const plan = await featuredPlan();
    const lapsing = await buildMember(t.db, { gender: 'female', name: 'Lapsing' });
    const now = t.clock.now();
    await giveMembership(t.db, lapsing.id, plan.id, {
      now,
      endsAt: new Date(now.getTime() + DAY),
      autoRenew: false,
      status: 'cancelled',
    });
    expect(ids(await row(me.cookie))).toEqual([lapsing.id]);
    t.clock.advance(2 * DAY);
    expect(await row(me.cookie)).toEqual([]);
  });
});
