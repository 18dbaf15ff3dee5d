import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
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
type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };

const upload = (cookie: string, form: FormData) =>
  t.request('/api/me/photo', { method: 'POST', cookie, body: form });

const rowOf = async (userId: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.userId, userId)))[0] ?? null;

const fileOf = (url: string) => join(t.config.dataDir, 'media', url.slice('/media/'.length));

const html = '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>';
const NINE_MB = 9 * 1024 * 1024;

describe('POST /api/me/photo refuses bad files and stores nothing', () => {
  const cases: {
    name: string;
    form: () => Promise<FormData>;
    status: number;
    code: string;
    message?: string;
  }[] = [
    {
      name: 'a 9 MB file',
      form: async () => photoForm(Buffer.concat([await imageBytes('jpeg'), Buffer.alloc(NINE_MB)])),
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Photos must be at most 8 MB',
    },
    {
      name: 'a PDF named .jpg',
      form: async () =>
        photoForm(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF'), 'cv.jpg', 'image/jpeg'),
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Photos must be JPEG, PNG or WebP',
    },
    {
      name: 'a file starting with HTML, then a whole PNG, named .png',
      form: async () =>
        photoForm(Buffer.concat([Buffer.from(html), await imageBytes('png')]), 'x.png', 'image/png'),
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    {
      name: 'plain HTML with a PNG extension and type',
      form: async () => photoForm(Buffer.from(html), 'x.png', 'image/png'),
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    {
      name: 'an SVG named .png',
      form: async () =>
        photoForm(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'), 'a.png'),
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    {
      name: 'an empty file',
      form: async () => photoForm(Buffer.alloc(0)),
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    {
      name: 'a truncated JPEG',
      form: async () => {
        const whole = await imageBytes('jpeg', { width: 400, height: 300 });
        return photoForm(whole.subarray(0, Math.floor(whole.length / 2)));
      },
      status: 400,
      code: 'INVALID_IMAGE',
    },
    {
      name: 'a PNG with only its signature',
      form: async () => photoForm((await imageBytes('png')).subarray(0, 16), 'a.png', 'image/png'),
      status: 400,
      code: 'INVALID_IMAGE',
    },
    {
      name: 'a decompression bomb (a small PNG of 9000 x 9000 pixels)',
      form: async () => photoForm(await imageBytes('png', { width: 9000, height: 9000 }), 'bomb.png'),
      status: 400,
      code: 'INVALID_IMAGE',
    },
    {
      name: 'no photo field',
      form: async () => photoForm(await imageBytes('jpeg'), 'a.jpg', 'image/jpeg', 'picture'),
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      name: 'a photo field that is text, not a file',
      form: async () => {
        const form = new FormData();
        form.append('photo', 'not a file');
        return form;
      },
      status: 400,
      code: 'VALIDATION_FAILED',
    },
  ];

  it.each(cases)('$name -> $status $code', async ({ form, status, code, message }) => {
    const me = await buildSignedIn(t);
    const rowBefore = await rowOf(me.id);
    const mediaBefore = await listMedia(t);
    const response = await upload(me.cookie, await form());
    expect(response.status).toBe(status);
    const body = (await response.json()) as ErrorAnswer;
    expect(body.error.code).toBe(code);
    if (message) expect(body.error.message).toBe(message);
    expect(body.error.fields?.photo).toEqual(expect.any(String));
    expect(await rowOf(me.id)).toEqual(rowBefore);
    expect(await listMedia(t)).toEqual(mediaBefore);
  });

  it('keeps the current photo when a bad file is sent', async () => {
    const me = await buildSignedIn(t);
    const current = (await (
      await upload(me.cookie, photoForm(await imageBytes('jpeg')))
    ).json()) as PhotoAnswer;
    const response = await upload(me.cookie, photoForm(Buffer.from(html), 'x.png', 'image/png'));
    expect(response.status).toBe(415);
    expect(await rowOf(me.id)).toMatchObject({ profilePhotoUrl: current.profile_photo_url });
    expect(existsSync(fileOf(current.profile_photo_url!))).toBe(true);
  });

  it('answers a JSON body with 415', async () => {
    const me = await buildSignedIn(t);
    const response = await t.request('/api/me/photo', {
      method: 'POST',
      cookie: me.cookie,
      json: { photo: 'data:image/png;base64,AAAA' },
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as ErrorAnswer).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('still limits other API bodies to 1 MB', async () => {
    const me = await buildSignedIn(t);
    const response = await t.request('/api/me/profile', {
      method: 'PUT',
      cookie: me.cookie,
      body: photoForm(Buffer.alloc(2 * 1024 * 1024)),
    });
    expect(response.status).toBe(413);
  });
});
