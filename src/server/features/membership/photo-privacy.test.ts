import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberPlanSettings, profiles } from '../../db/schema/index.ts';
import { placeholderUrlFor } from '../../infra/photo-placeholder.ts';
import type { TConnection, TConnectionList } from '../../../shared/connections/connection-contract.ts';
import type { TBrowsePage, TMatches, TProfilePage } from '../../../shared/discovery/discovery-contract.ts';
import type { TMe, TProfileDetail } from '../../../shared/profiles/profile-contract.ts';
import { buildConnection } from '../../../../tests/support/factories/connections.ts';
import { buildFavorite } from '../../../../tests/support/factories/favorites.ts';
import { buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { buildPlan, giveMembership } from '../../../../tests/support/factories/memberships.ts';
import { call, uniqueToken, yearsAgo } from '../../../../tests/support/api-calls.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/**
 * photo_privacy (issues 19 and 23): a member's private photos reach only the members they have an
 * accepted connection with, and themselves; everyone else gets the blurred placeholder's URL (and
 * photo_hidden: true) on every list and page that shows another member's photo. Private photos are free
 * for women; a man needs photo_privacy on his plan.
 */

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

const get = async <T>(cookie: string | undefined, path: string) => {
  const answer = await call(t, 'GET', path, cookie);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as T;
};

type Shown = {
  profile_photo_url: string | null;
  profile_photo_thumb_url: string | null;
  photo_hidden: boolean;
};
const photosOf = (card: Shown) => [card.profile_photo_url, card.profile_photo_thumb_url, card.photo_hidden];

/**
 * A member with a photo whose plan includes photo_privacy (30 days, no renewal; a woman unless told),
 * and members of the other gender who can find them: a stranger, an accepted connection and one whose
 * request the owner has not answered. The photos are private unless told otherwise.
 */
async function scene(options: { private?: boolean; owner?: 'female' | 'male' } = {}) {
  const name = uniqueToken('Pp');
  const ownerGender = options.owner ?? 'female';
  const man = (label: string) =>
    buildSignedIn(t, {
      gender: ownerGender === 'female' ? 'male' : 'female',
      name: `${label} ${name}`,
      profile: { dateOfBirth: yearsAgo(30), religionCommunity: 'Sunni' },
    });
  const owner = await buildSignedIn(t, {
    gender: ownerGender,
    name: `Owner ${name}`,
    profile: { dateOfBirth: yearsAgo(28), religionCommunity: 'Sunni' },
  });
  // Keys as an upload makes them (infra/photo-store.ts), so the placeholder can be derived.
  const photo = `/media/photos/${owner.id}/${name.toLowerCase().replace(/[^a-z0-9]/g, '')}.webp`;
  const thumb = photo.replace(/\.webp$/, '-256.webp');
  await t.db
    .update(profiles)
    .set({ profilePhotoUrl: photo, profilePhotoThumbUrl: thumb })
    .where(eq(profiles.userId, owner.id));
  const plan = await buildPlan(t.db, { entitlements: { photo_privacy: 'true' } });
  await giveMembership(t.db, owner.id, plan.id, { now: t.clock.now(), autoRenew: false });
  if (options.private !== false) {
    const answer = await call(t, 'PUT', '/api/membership/settings', owner.cookie, { photos_private: true });
    expect(answer.status, answer.text).toBe(200);
  }
  const [stranger, friend, asking] = await Promise.all([man('Stranger'), man('Friend'), man('Asking')]);
  await buildConnection(t.db, friend.id, owner.id, 'accepted');
  await buildConnection(t.db, asking.id, owner.id, 'pending');
  const blur = placeholderUrlFor(t.deps.storage, t.config.authSecret, photo);
  return { name, photo, thumb, blur, owner, stranger, friend, asking };
}

type Scene = Awaited<ReturnType<typeof scene>>;

/** The owner's photo URLs on every answer that shows her to `viewer`. */
async function photosShownTo(s: Scene, viewer: SignedIn) {
  const browse = await get<TBrowsePage>(viewer.cookie, `/api/browse?search=${s.name}`);
  const matches = await get<TMatches>(viewer.cookie, `/api/matches?search=${s.name}`);
  const profile = await get<TProfileDetail>(viewer.cookie, `/api/profiles/${s.owner.id}`);
  await buildFavorite(t.db, viewer.id, s.owner.id).catch(() => undefined);
  const favorites = await get<TProfilePage>(viewer.cookie, '/api/favorites');
  const card = <C extends { user_id: string }>(cards: C[]) => {
    const found = cards.find((c) => c.user_id === s.owner.id);
    expect(found, 'the owner is listed').toBeDefined();
    return found!;
  };
  expect(profile.viewer).toBe('member');
  return {
    browse: photosOf(card(browse.profiles)),
    matches: photosOf(card(matches.matches)),
    profile: photosOf(
      profile.viewer === 'visitor'
        ? { profile_photo_url: null, profile_photo_thumb_url: null, photo_hidden: false }
        : profile.profile,
    ),
    favorites: photosOf(card(favorites.profiles)),
  };
}

const everywhere = (urls: (string | boolean | null)[]) => ({
  browse: urls,
  matches: urls,
  profile: urls,
  favorites: urls,
});

describe('photo_privacy', () => {
  it('gives a stranger only the placeholder on browse, matches, the profile page and favourites', async () => {
    const s = await scene();
    expect(s.blur).toMatch(new RegExp(`^/media/photos/${s.owner.id}/[0-9a-f]{32}-blur\\.webp$`));
    expect(await photosShownTo(s, s.stranger)).toEqual(everywhere([s.blur, s.blur, true]));
  });

  it('shows it to an accepted connection', async () => {
    const s = await scene();
    expect(await photosShownTo(s, s.friend)).toEqual(everywhere([s.photo, s.thumb, false]));
  });

  it('shows it to everyone while the setting is off', async () => {
    const s = await scene({ private: false });
    expect(await photosShownTo(s, s.stranger)).toEqual(everywhere([s.photo, s.thumb, false]));
  });

  it("keeps a woman's photos private after her plan lapsed: private photos are free for women", async () => {
    const s = await scene();
    t.clock.advance(31 * DAY);
    expect(await photosShownTo(s, s.stranger)).toEqual(everywhere([s.blur, s.blur, true]));
  });

  it("shows a man's again once his plan has lapsed, though the setting is still stored", async () => {
    const s = await scene({ owner: 'male' });
    expect(await photosShownTo(s, s.stranger)).toEqual(everywhere([s.blur, s.blur, true]));
    t.clock.advance(31 * DAY);
    expect(await photosShownTo(s, s.stranger)).toEqual(everywhere([s.photo, s.thumb, false]));
    const [row] = await t.db
      .select()
      .from(memberPlanSettings)
      .where(eq(memberPlanSettings.userId, s.owner.id));
    expect(row?.photosPrivate).toBe(true);
  });

  it('always shows the owner her own photo', async () => {
    const s = await scene();
    const own = await get<TProfileDetail>(s.owner.cookie, `/api/profiles/${s.owner.id}`);
    expect(own.viewer).toBe('owner');
    expect(own.viewer !== 'visitor' && photosOf(own.profile)).toEqual([s.photo, s.thumb, false]);
    const me = await get<TMe>(s.owner.cookie, '/api/me');
    expect(me.profile && photosOf(me.profile)).toEqual([s.photo, s.thumb, false]);
  });

  it('gives a visitor no photo at all', async () => {
    const s = await scene({ private: false });
    const visitor = await get<TProfileDetail>(undefined, `/api/profiles/${s.owner.id}`);
    expect(visitor.viewer).toBe('visitor');
    expect(JSON.stringify(visitor)).not.toContain('/media/photos/');
  });

  it('shows the placeholder on a pending request until it is accepted; the accepted connection shows it', async () => {
    const s = await scene();
    const otherPhotos = (c: TConnection) => [...photosOf(c.other), c.recipient_profile.profile_photo_url];
    const hidden = [s.blur, s.blur, true, s.blur];
    const list = await get<TConnectionList>(s.asking.cookie, '/api/connections');
    const pending = list.connections.find((c) => c.other.user_id === s.owner.id)!;
    expect(pending.status).toBe('pending');
    expect(otherPhotos(pending)).toEqual(hidden);
    const one = await get<{ connection: TConnection }>(s.asking.cookie, `/api/connections/${pending.id}`);
    expect(otherPhotos(one.connection)).toEqual(hidden);
    const withOwner = await get<{ connection: TConnection }>(
      s.asking.cookie,
      `/api/connections/with/${s.owner.id}`,
    );
    expect(otherPhotos(withOwner.connection)).toEqual(hidden);
    const lookup = await get<{ connections: TConnection[] }>(
      s.asking.cookie,
      `/api/connections/with?user_ids=${s.owner.id}`,
    );
    expect(lookup.connections.map(otherPhotos)).toEqual([hidden]);

    const accepted = await call(t, 'PATCH', `/api/connections/${pending.id}`, s.owner.cookie, {
      status: 'accepted',
    });
    expect(accepted.status, accepted.text).toBe(200);
    const after = await get<{ connection: TConnection }>(s.asking.cookie, `/api/connections/${pending.id}`);
    expect(otherPhotos(after.connection)).toEqual([s.photo, s.thumb, false, s.photo]);
    expect(await photosShownTo(s, s.asking)).toEqual(everywhere([s.photo, s.thumb, false]));
  });

  it("leaves the owner's view of her connections' photos alone", async () => {
    const s = await scene();
    const list = await get<TConnectionList>(s.owner.cookie, '/api/connections');
    const requester = list.connections.find((c) => c.other.user_id === s.asking.id)!;
    // The man has no photo; the owner's own summary keeps hers.
    expect(requester.recipient_profile.profile_photo_url).toBe(s.photo);
  });
});
