import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSuspensions } from '../db/schema/index.ts';
import { placeholderUrlFor } from '../infra/photo-placeholder.ts';
import type { TBrowsePage } from '../../shared/discovery/discovery-contract.ts';
import { buildConnection } from '../../../tests/support/factories/connections.ts';
import { buildSignedIn, type SignedIn } from '../../../tests/support/factories/members.ts';
import { call, uniqueToken, yearsAgo } from '../../../tests/support/api-calls.ts';
import { imageBytes, listMedia, photoForm } from '../../../tests/support/images.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { turnPhotoReviewsOff } from '../../../tests/support/factories/photo-reviews.ts';

/**
 * /media/photos (issue 23, photos private until connected): the files of a member's photo go only to
 * the owner, staff and members who may see them now (photo privacy, blocks, suspension); everyone else
 * gets 404. The blurred placeholders are public, made at upload or on their first request.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await turnPhotoReviewsOff(t);
});
afterAll(async () => {
  await t.close();
});

type PhotoAnswer = { profile_photo_url: string; profile_photo_thumb_url: string };

const fileOf = (url: string) => join(t.config.dataDir, 'media', url.slice('/media/'.length));
const placeholderOf = (url: string) => placeholderUrlFor(t.deps.storage, t.config.authSecret, url)!;
const statusFor = async (url: string, who?: SignedIn) =>
  (await t.request(url, who ? { cookie: who.cookie } : {})).status;

const setPrivate = async (member: SignedIn, on: boolean) => {
  const answer = await call(t, 'PUT', '/api/membership/settings', member.cookie, { photos_private: on });
  expect(answer.status, answer.text).toBe(200);
};

/**
 * A woman (private photos are free for her) with an uploaded photo, private unless told, and men: a
 * stranger, an accepted connection, and staff.
 */
async function scene(options: { private?: boolean } = {}) {
  const name = uniqueToken('Mp');
  const man = (label: string, role?: 'moderator' | 'admin') =>
    buildSignedIn(t, {
      gender: 'male',
      name: `${label} ${name}`,
      profile: { dateOfBirth: yearsAgo(30) },
      ...(role ? { role } : {}),
    });
  const owner = await buildSignedIn(t, {
    gender: 'female',
    name: `Owner ${name}`,
    profile: { dateOfBirth: yearsAgo(28) },
  });
  const upload = await t.request('/api/me/photo', {
    method: 'POST',
    cookie: owner.cookie,
    body: photoForm(await imageBytes('jpeg', { width: 640, height: 480 })),
  });
  expect(upload.status).toBe(200);
  const photo = (await upload.json()) as PhotoAnswer;
  if (options.private !== false) await setPrivate(owner, true);
  const [stranger, friend, moderator, admin] = await Promise.all([
    man('Stranger'),
    man('Friend'),
    man('Moderator', 'moderator'),
    man('Admin', 'admin'),
  ]);
  await buildConnection(t.db, friend.id, owner.id, 'accepted');
  const urls = [photo.profile_photo_url, photo.profile_photo_thumb_url];
  return { name, owner, stranger, friend, moderator, admin, photo, urls };
}

describe('GET /media/photos/<owner>/<name>.webp', () => {
  it('serves a private photo to the owner, a connected member and staff; 404 to a stranger and a visitor', async () => {
    const s = await scene();
    for (const url of s.urls) {
      expect(await statusFor(url, s.owner), url).toBe(200);
      expect(await statusFor(url, s.friend), url).toBe(200);
      expect(await statusFor(url, s.moderator), url).toBe(200);
      expect(await statusFor(url, s.admin), url).toBe(200);
      expect(await statusFor(url, s.stranger), url).toBe(404);
      expect(await statusFor(url), url).toBe(404);
    }
  });

  it('serves a photo that is not private to any signed-in member, never to a visitor', async () => {
    const s = await scene({ private: false });
    for (const url of s.urls) {
      expect(await statusFor(url, s.stranger), url).toBe(200);
      expect(await statusFor(url), url).toBe(404);
    }
    await setPrivate(s.owner, true);
    expect(await statusFor(s.photo.profile_photo_url, s.stranger)).toBe(404);
  });

  it('refuses a copied address, however it is spelled, to a member who may not see it', async () => {
    const s = await scene();
    const { profile_photo_url: url } = s.photo;
    const inside = url.slice('/media/photos/'.length);
    for (const spelled of [
      url,
      url.replace('/media/photos/', '/media/%70hotos/'),
      url.replace('/media/photos/', '/media/photos/x/../'),
      url.replace('/media/photos/', '/media//photos/'),
      url.replace('/media/', '/media/./'),
      `/media/photos/${encodeURIComponent(inside)}`,
    ]) {
      expect(await statusFor(spelled, s.stranger), spelled).toBe(404);
      expect(await statusFor(spelled), spelled).toBe(404);
    }
    // The same 404 as a file that does not exist: nothing tells the two apart.
    const missing = await t.request(url.replace(/[0-9a-f]{4}\.webp$/, '0000.webp'), {
      cookie: s.stranger.cookie,
    });
    const refused = await t.request(url, { cookie: s.stranger.cookie });
    expect([missing.status, await missing.text()]).toEqual([refused.status, await refused.text()]);
  });

  it('answers 404 either way once a block is between them, private or not', async () => {
    const s = await scene({ private: false });
    const blocked = await call(t, 'PUT', `/api/blocks/${s.owner.id}`, s.stranger.cookie);
    expect(blocked.status, blocked.text).toBe(200);
    expect(await statusFor(s.photo.profile_photo_url, s.stranger)).toBe(404);
    // She blocks the friend: their connection no longer shows him her photos.
    expect((await call(t, 'PUT', `/api/blocks/${s.friend.id}`, s.owner.cookie)).status).toBe(200);
    expect(await statusFor(s.photo.profile_photo_url, s.friend)).toBe(404);
    // Staff and the owner are not affected.
    expect(await statusFor(s.photo.profile_photo_url, s.moderator)).toBe(200);
    expect(await statusFor(s.photo.profile_photo_url, s.owner)).toBe(200);
  });

  it('answers 404 to everyone but the owner and staff while the owner is suspended', async () => {
    const s = await scene({ private: false });
    await t.db
      .insert(memberSuspensions)
      .values({ userId: s.owner.id, reason: 'test', suspendedBy: s.admin.id });
    expect(await statusFor(s.photo.profile_photo_url, s.friend)).toBe(404);
    expect(await statusFor(s.photo.profile_photo_url, s.stranger)).toBe(404);
    expect(await statusFor(s.photo.profile_photo_url, s.admin)).toBe(200);
  });

  it('is cached privately per member: private, no-cache, Vary: Cookie, nosniff, never immutable', async () => {
    const s = await scene();
    for (const who of [s.owner, s.friend, s.stranger, undefined]) {
      const response = await t.request(s.photo.profile_photo_url, who ? { cookie: who.cookie } : {});
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(response.headers.get('vary')).toMatch(/cookie/i);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const first = await t.request(s.photo.profile_photo_url, { cookie: s.friend.cookie });
    const etag = first.headers.get('etag')!;
    const again = await t.request(s.photo.profile_photo_url, {
      cookie: s.friend.cookie,
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    // A revalidation is checked like a first request.
    const stranger = await t.request(s.photo.profile_photo_url, {
      cookie: s.stranger.cookie,
      headers: { 'If-None-Match': etag },
    });
    expect(stranger.status).toBe(404);
  });
});

describe('the blurred placeholder', () => {
  it('is made at upload under a name that does not reveal the original, and is public', async () => {
    const s = await scene();
    const blur = placeholderOf(s.photo.profile_photo_url);
    const original = /\/([0-9a-f]{24})\.webp$/.exec(s.photo.profile_photo_url)![1]!;
    expect(blur).toMatch(new RegExp(`^/media/photos/${s.owner.id}/[0-9a-f]{32}-blur\\.webp$`));
    expect(blur).not.toContain(original);
    expect(placeholderOf(s.photo.profile_photo_thumb_url)).toBe(blur);
    expect(existsSync(fileOf(blur))).toBe(true);

    const response = await t.request(blur);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 256, 256, undefined]);

    // And it is what a stranger's answers carry instead of the photo.
    const browse = await call(t, 'GET', `/api/browse?search=${s.name}`, s.stranger.cookie);
    const card = (browse.body as TBrowsePage).profiles.find((p) => p.user_id === s.owner.id);
    expect(card).toMatchObject({
      profile_photo_url: blur,
      profile_photo_thumb_url: blur,
      photo_hidden: true,
    });
    expect(browse.text).not.toContain(original);
  });

  it('is made on its first request for a photo stored before placeholders (the demo seed, older uploads)', async () => {
    const s = await scene();
    const blur = placeholderOf(s.photo.profile_photo_url);
    await rm(fileOf(blur));
    const response = await t.request(blur);
    expect(response.status).toBe(200);
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(256);
    expect(existsSync(fileOf(blur))).toBe(true);
  });

  it('answers 404 to a made-up placeholder name, writing nothing', async () => {
    const s = await scene();
    const before = await listMedia(t);
    const madeUp = `/media/photos/${s.owner.id}/${'ab'.repeat(16)}-blur.webp`;
    expect(await statusFor(madeUp)).toBe(404);
    expect(await statusFor(`/media/photos/nobody/${'ab'.repeat(16)}-blur.webp`)).toBe(404);
    expect(await listMedia(t)).toEqual(before);
  });

  it('goes with its photo when the photo is replaced or removed', async () => {
    const s = await scene();
    const first = placeholderOf(s.photo.profile_photo_url);
    const replaced = await t.request('/api/me/photo', {
      method: 'POST',
      cookie: s.owner.cookie,
      body: photoForm(await imageBytes('png'), 'b.png'),
    });
    const second = placeholderOf(((await replaced.json()) as PhotoAnswer).profile_photo_url);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);
    expect((await t.request('/api/me/photo', { method: 'DELETE', cookie: s.owner.cookie })).status).toBe(200);
    expect(existsSync(fileOf(second))).toBe(false);
    expect(await statusFor(second)).toBe(404);
  });
});
