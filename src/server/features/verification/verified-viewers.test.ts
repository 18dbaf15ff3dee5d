import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPlanSettings, profiles } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { call, expectError, uniqueToken } from '../../../../tests/support/api-calls.ts';
import { buildConnection } from '../../../../tests/support/factories/connections.ts';
import { buildFavorite } from '../../../../tests/support/factories/favorites.ts';
import { buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { buildProfileView } from '../../../../tests/support/factories/profile-views.ts';
import { markVerified, setVerifiedViewersOnly } from '../../../../tests/support/factories/verification.ts';
import { imageBytes } from '../../../../tests/support/images.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/**
 * Seen only by verified members (domain/member/verified-viewers.ts): every route that shows one member
 * to another follows the one rule, both ways (hidden from members who are not verified, shown to
 * those who are), and so do her photo files.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Scene = { her: SignedIn; token: string; photo: string };

/** The GET routes that list or open another member, with the address that would show her. */
const ROUTES: Record<string, (s: Scene) => string> = {
  browse: (s) => `/api/browse?search=${s.token}`,
  featured: () => '/api/browse/featured',
  matches: (s) => `/api/matches?search=${s.token}&refresh=true`,
  favourites: () => '/api/favorites',
  profile: (s) => `/api/profiles/${s.her.id}`,
  viewers: () => '/api/analytics/viewers?period=all',
};

async function scene(): Promise<Scene> {
  const token = uniqueToken('Veiled');
  const her = await buildSignedIn(t, { gender: 'female', name: `Hafsa ${token}` });
  const key = `photos/${her.id}/own.webp`;
  await t.deps.storage.put(key, await imageBytes('webp'), 'image/webp');
  await t.db
    .update(profiles)
    .set({ profilePhotoUrl: `/media/${key}`, verifiedViewersOnly: true })
    .where(eq(profiles.userId, her.id));
  // Boosted now, so the Featured row would list her.
  await t.db
    .insert(memberPlanSettings)
    .values({ userId: her.id, boostedUntil: new Date(Date.now() + 3_600_000) });
  return { her, token, photo: `/media/${key}` };
}

/** A man who favourited her and whom she viewed: every list of his would show her. */
async function manOf(s: Scene) {
  const man = await buildSignedIn(t, { gender: 'male' });
  await buildFavorite(t.db, man.id, s.her.id);
  await buildProfileView(t.db, s.her.id, man.id);
  return man;
}

async function whatHeSees(s: Scene, man: SignedIn) {
  const seen: Record<string, boolean> = {};
  for (const [name, url] of Object.entries(ROUTES)) {
    const answer = await call(t, 'GET', url(s), man.cookie);
    expect([200, 404], `${name}: ${answer.text}`).toContain(answer.status);
    seen[name] = answer.status === 200 && answer.text.includes(s.her.id);
  }
  seen.photo = (await t.request(s.photo, { cookie: man.cookie })).status === 200;
  return seen;
}

const everywhere = (shown: boolean) =>
  Object.fromEntries([...Object.keys(ROUTES), 'photo'].map((name) => [name, shown]));

describe('a member seen only by verified members', () => {
  it('is hidden from a member who is not verified on every route, and shown to one who is', async () => {
    const s = await scene();
    const stranger = await manOf(s);
    expect(await whatHeSees(s, stranger)).toEqual(everywhere(false));
    expectError(await call(t, 'PUT', `/api/favorites/${s.her.id}`, stranger.cookie), 404, 'NOT_FOUND');
    expectError(
      await call(t, 'POST', '/api/connections', stranger.cookie, { recipient_id: s.her.id }),
      404,
      'NOT_FOUND',
    );

    const verified = await manOf(s);
    await markVerified(t.db, verified.id);
    expect(await whatHeSees(s, verified)).toEqual(everywhere(true));

    // The stranger is verified later: he sees her at once (his stored match list is worked out again).
    await markVerified(t.db, stranger.id);
    expect(await whatHeSees(s, stranger)).toEqual(everywhere(true));
  });

  it('is shown again to everyone once she lets everyone see her', async () => {
    const s = await scene();
    const stranger = await manOf(s);
    expect((await whatHeSees(s, stranger)).browse).toBe(false);
    await call(t, 'PUT', '/api/me/verification/settings', s.her.cookie, { verified_viewers_only: false });
    expect(await whatHeSees(s, stranger)).toEqual(everywhere(true));
  });

  it('keeps her profile and photo open to a member already connected with her, and never to a visitor', async () => {
    const s = await scene();
    const connected = await manOf(s);
    const chat = await buildConnection(t.db, connected.id, s.her.id);
    const seen = await whatHeSees(s, connected);
    expect(seen).toMatchObject({ browse: false, matches: false, profile: true, photo: true });
    expect((await call(t, 'GET', `/api/connections/${chat.id}/messages`, connected.cookie)).status).toBe(200);
    expect((await call(t, 'GET', `/api/profiles/${s.her.id}`, undefined)).status).toBe(404);
    expect((await t.request(s.photo)).status).toBe(404);
  });

  it('still sees everyone herself', async () => {
    const s = await scene();
    const token = uniqueToken('Seen');
    const man = await buildSignedIn(t, { gender: 'male', name: `Yusuf ${token}` });
    await setVerifiedViewersOnly(t.db, man.id, false);
    const browse = await call(t, 'GET', `/api/browse?search=${token}`, s.her.cookie);
    expect(browse.text).toContain(man.id);
    expect((await call(t, 'GET', `/api/profiles/${man.id}`, s.her.cookie)).status).toBe(200);
  });
});
