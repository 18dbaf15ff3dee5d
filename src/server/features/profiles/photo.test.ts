import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema/index.ts';
import { placeholderUrlFor } from '../../infra/photo-placeholder.ts';
import { buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { imageBytes, listMedia, photoForm } from '../../../../tests/support/images.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { turnPhotoReviewsOff } from '../../../../tests/support/factories/photo-reviews.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await turnPhotoReviewsOff(t);
});
afterAll(async () => {
  await t.close();
});

type PhotoAnswer = { profile_photo_url: string | null; profile_photo_thumb_url: string | null };

const upload = (cookie: string, form: FormData) =>
  t.request('/api/me/photo', { method: 'POST', cookie, body: form });

const rowOf = async (userId: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.userId, userId)))[0] ?? null;

const fileOf = (url: string) => join(t.config.dataDir, 'media', url.slice('/media/'.length));

/** A photo as its owner gets it (web-host/member-photos.ts: private to whom may see it, never immutable). */
async function served(url: string, cookie: string) {
  const response = await t.request(url, { cookie });
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  expect(response.headers.get('cache-control')).toBe('private, no-cache');
  return Buffer.from(await response.arrayBuffer());
}

describe('POST /api/me/photo', () => {
  it('stores a 1024 px WebP and a 256 px thumbnail under the member folder, and serves them', async () => {
    const me = await buildSignedIn(t);
    const response = await upload(
      me.cookie,
      photoForm(await imageBytes('jpeg', { width: 2000, height: 1500 })),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as PhotoAnswer;
    const name = new RegExp(`^/media/photos/${me.id}/([0-9a-f]{24})\\.webp$`).exec(
      body.profile_photo_url ?? '',
    );
    expect(name, body.profile_photo_url ?? '').not.toBeNull();
    expect(body.profile_photo_thumb_url).toBe(`/media/photos/${me.id}/${name?.[1]}-256.webp`);

    const photo = await sharp(await served(body.profile_photo_url!, me.cookie)).metadata();
    expect([photo.format, photo.width, photo.height]).toEqual(['webp', 1024, 768]);
    const thumb = await sharp(await served(body.profile_photo_thumb_url!, me.cookie)).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 256, 256]);

    expect(await rowOf(me.id)).toMatchObject({
      profilePhotoUrl: body.profile_photo_url,
      profilePhotoThumbUrl: body.profile_photo_thumb_url,
    });
    const own = (await (await t.request('/api/me/profile', { cookie: me.cookie })).json()) as {
      profile: PhotoAnswer;
    };
    expect(own.profile).toMatchObject(body);
    const [account] = await t.db.select({ image: users.image }).from(users).where(eq(users.id, me.id));
    expect(account?.image).toBe(body.profile_photo_url);
  });

  it('accepts PNG and WebP too, judged by the bytes whatever the name and declared type say', async () => {
    const me = await buildSignedIn(t);
    for (const form of [
      photoForm(await imageBytes('png'), 'me.png', 'image/png'),
      photoForm(await imageBytes('webp'), 'me.webp', 'image/webp'),
      photoForm(await imageBytes('png'), 'me.html', 'text/html'),
      photoForm(await imageBytes('jpeg'), 'noname', 'application/octet-stream'),
    ]) {
      const response = await upload(me.cookie, form);
      expect(response.status).toBe(200);
    }
  });

  it('serves an upload carrying GPS EXIF without any EXIF, turned upright', async () => {
    const me = await buildSignedIn(t);
    const withGps = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#a33' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '43/1 39/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '79/1 23/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(withGps).metadata();
    // The GPS IFD pointer (tag 0x8825, little-endian) proves the input really carries a location.
    expect(input.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const response = await upload(me.cookie, photoForm(withGps));
    expect(response.status).toBe(200);
    const body = (await response.json()) as PhotoAnswer;
    for (const url of [body.profile_photo_url!, body.profile_photo_thumb_url!]) {
      const bytes = await served(url, me.cookie);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.xmp, url).toBeUndefined();
      expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
      expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    }
    const photo = await sharp(fileOf(body.profile_photo_url!)).metadata();
    expect([photo.width, photo.height]).toEqual([400, 600]);
  });

  it('removes the previous files when a photo is replaced', async () => {
    const me = await buildSignedIn(t);
    const first = (await (
      await upload(me.cookie, photoForm(await imageBytes('jpeg')))
    ).json()) as PhotoAnswer;
    const second = (await (
      await upload(me.cookie, photoForm(await imageBytes('png'), 'b.png'))
    ).json()) as PhotoAnswer;
    expect(second.profile_photo_url).not.toBe(first.profile_photo_url);
    expect(existsSync(fileOf(first.profile_photo_url!))).toBe(false);
    expect(existsSync(fileOf(first.profile_photo_thumb_url!))).toBe(false);
    expect(existsSync(fileOf(second.profile_photo_url!))).toBe(true);
    expect(existsSync(fileOf(second.profile_photo_thumb_url!))).toBe(true);
    expect((await t.request(first.profile_photo_url!, { cookie: me.cookie })).status).toBe(404);
    // Their placeholders go with them.
    const placeholderOf = (url: string) => placeholderUrlFor(t.deps.storage, t.config.authSecret, url)!;
    expect(existsSync(fileOf(placeholderOf(first.profile_photo_url!)))).toBe(false);
    expect(existsSync(fileOf(placeholderOf(second.profile_photo_url!)))).toBe(true);
  });

  it('creates the profile row for a member who has none yet (still hidden from others: no name)', async () => {
    const me = await buildSignedIn(t, { profile: false });
    const response = await upload(me.cookie, photoForm(await imageBytes('jpeg')));
    expect(response.status).toBe(200);
    const body = (await response.json()) as PhotoAnswer;
    expect(await rowOf(me.id)).toMatchObject({ fullName: null, profilePhotoUrl: body.profile_photo_url });
    expect((await t.request(`/api/profiles/${me.id}`)).status).toBe(404);
  });

  it('refuses anonymous callers with 401 and stores nothing', async () => {
    const before = await listMedia(t);
    const response = await t.request('/api/me/photo', {
      method: 'POST',
      body: photoForm(await imageBytes('jpeg')),
    });
    expect(response.status).toBe(401);
    expect(await listMedia(t)).toEqual(before);
  });
});

describe('DELETE /api/me/photo', () => {
  it('clears both URLs and removes the files; a second delete is fine', async () => {
    const me = await buildSignedIn(t);
    const uploaded = (await (
      await upload(me.cookie, photoForm(await imageBytes('jpeg')))
    ).json()) as PhotoAnswer;
    const response = await t.request('/api/me/photo', { method: 'DELETE', cookie: me.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      profile_photo_url: null,
      profile_photo_thumb_url: null,
      photo_review: null,
    });
    expect(await rowOf(me.id)).toMatchObject({ profilePhotoUrl: null, profilePhotoThumbUrl: null });
    expect(existsSync(fileOf(uploaded.profile_photo_url!))).toBe(false);
    expect(existsSync(fileOf(uploaded.profile_photo_thumb_url!))).toBe(false);
    expect((await t.request('/api/me/photo', { method: 'DELETE', cookie: me.cookie })).status).toBe(200);
  });

  it('answers a member without a profile without creating one', async () => {
    const me = await buildSignedIn(t, { profile: false });
    expect((await t.request('/api/me/photo', { method: 'DELETE', cookie: me.cookie })).status).toBe(200);
    expect(await rowOf(me.id)).toBeNull();
  });
});
