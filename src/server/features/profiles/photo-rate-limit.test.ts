import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
import { buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { imageBytes, listMedia, photoForm } from '../../../../tests/support/images.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { PHOTO_RATE_MESSAGE, PHOTO_RATE_RULE } from './photo-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const upload = (cookie: string, form: FormData) =>
  t.request('/api/me/photo', { method: 'POST', cookie, body: form });

const photoOf = async (userId: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]?.profilePhotoUrl ?? null;

describe('POST /api/me/photo rate limit', () => {
  it(`lets ${PHOTO_RATE_RULE.max} uploads an hour through; the next is 429 with Retry-After and stores nothing`, async () => {
    const me = await buildSignedIn(t);
    const jpeg = await imageBytes('jpeg');
    for (let i = 0; i < PHOTO_RATE_RULE.max; i += 1) {
      expect((await upload(me.cookie, photoForm(jpeg))).status).toBe(200);
    }
    const kept = await photoOf(me.id);
    const mediaBefore = await listMedia(t);

    const refused = await upload(me.cookie, photoForm(await imageBytes('png'), 'photo.png', 'image/png'));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: PHOTO_RATE_MESSAGE } });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(PHOTO_RATE_RULE.windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(PHOTO_RATE_RULE.windowSeconds);
    expect(await photoOf(me.id)).toBe(kept);
    expect(await listMedia(t)).toEqual(mediaBefore);

    // Refused before anything is decoded: bytes that are not an image get the 429, not a 415.
    const junk = await upload(me.cookie, photoForm(new TextEncoder().encode('not an image')));
    expect(junk.status).toBe(429);

    // Another member is counted on their own.
    const other = await buildSignedIn(t);
    expect((await upload(other.cookie, photoForm(jpeg))).status).toBe(200);
  });
});
