import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipEntitlements } from '../../db/schema/index.ts';
import type { TBrowsePage, TMatches, TProfilePage } from '../../../shared/discovery/discovery-contract.ts';
import { call, uniqueToken } from '../../../../tests/support/api-calls.ts';
import { buildFavorite } from '../../../../tests/support/factories/favorites.ts';
import { buildMember, buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { buildPlan, giveMembership } from '../../../../tests/support/factories/memberships.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/**
 * featured_profile (issue 19): `is_featured` on browse, favourites and match cards is true exactly while
 * the member's plan includes featured_profile.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;

/** Whom `is_featured` names, by the last word of their name. */
const featuredOf = (cards: { full_name: string; is_featured: boolean }[]) =>
  Object.fromEntries(cards.map((card) => [card.full_name.split(' ').at(-1), card.is_featured]));

async function setUp() {
  const name = uniqueToken('Fb');
  const me = await buildSignedIn(t, {
    gender: 'male',
    name: `${name} Me`,
    profile: { currentCountry: 'Canada' },
  });
  const woman = (label: string) =>
    buildMember(t.db, { gender: 'female', name: `${name} ${label}`, profile: { currentCountry: 'Canada' } });
  const [featured, other, free] = await Promise.all([woman('Featured'), woman('Other'), woman('Free')]);
  const now = t.clock.now();
  // Featured's plan ends in a day and does not renew; Other's plan has everything but featured_profile.
  const featuring = await buildPlan(t.db, { entitlements: { featured_profile: 'true' } });
  await giveMembership(t.db, featured.id, featuring.id, {
    now,
    endsAt: new Date(now.getTime() + DAY),
    autoRenew: false,
    status: 'cancelled',
  });
  const plain = await buildPlan(t.db, {
    entitlements: { featured_profile: 'false', advanced_filters: 'true', visibility_boost: 'unlimited' },
  });
  await giveMembership(t.db, other.id, plain.id, { now });
  await Promise.all([featured, other, free].map((w) => buildFavorite(t.db, me.id, w.id)));
  return { me, search: `search=${name}` };
}

async function featuredEverywhere(cookie: string, search: string) {
  const browse = await call(t, 'GET', `/api/browse?${search}`, cookie);
  const matches = await call(t, 'GET', `/api/matches?${search}`, cookie);
  const favorites = await call(t, 'GET', '/api/favorites', cookie);
  for (const answer of [browse, matches, favorites]) expect(answer.status, answer.text).toBe(200);
  return {
    browse: featuredOf((browse.body as TBrowsePage).profiles),
    matches: featuredOf((matches.body as TMatches).matches),
    favorites: featuredOf((favorites.body as TProfilePage).profiles),
  };
}

const freeFeatured = (value: string) =>
  t.db
    .update(membershipEntitlements)
    .set({ featureValue: value })
    .where(
      and(
        eq(membershipEntitlements.planId, 'free'),
        eq(membershipEntitlements.featureKey, 'featured_profile'),
      ),
    );

describe('is_featured on cards', () => {
  it('is true only for a member whose plan includes featured_profile, and false once it lapsed', async () => {
    const { me, search } = await setUp();
    const now = { Featured: true, Other: false, Free: false };
    expect(await featuredEverywhere(me.cookie, search)).toEqual({
      browse: now,
      matches: now,
      favorites: now,
    });

    t.clock.advance(2 * DAY);
    const lapsed = { Featured: false, Other: false, Free: false };
    expect(await featuredEverywhere(me.cookie, search)).toEqual({
      browse: lapsed,
      matches: lapsed,
      favorites: lapsed,
    });
  });

  it('follows Free when a member has no membership and Free includes featured_profile', async () => {
    // The Free plan is the migration's; a test app has its own copy of the database.
    const { me, search } = await setUp();
    await freeFeatured('true');
    try {
      const browse = await call(t, 'GET', `/api/browse?${search}`, me.cookie);
      expect(featuredOf((browse.body as TBrowsePage).profiles)).toMatchObject({ Free: true, Other: false });
    } finally {
      await freeFeatured('false');
    }
  });
});
