import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberVerifications, verificationChallenges } from '../../db/schema/index.ts';
import type { TMyVerification } from '../../../shared/safety/verification-contract.ts';
import { VERIFICATION_POSES } from '../../../shared/safety/verification-poses.ts';
import { call, expectError } from '../../../../tests/support/api-calls.ts';
import { buildSignedIn } from '../../../../tests/support/factories/members.ts';
import {
  givePhoto,
  markVerified,
  myVerification,
  postSelfie,
  selfieForm,
  submitSelfie,
} from '../../../../tests/support/factories/verification.ts';
import { imageBytes, listMedia, photoForm } from '../../../../tests/support/images.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const selfies = async () => (await listMedia(t)).filter((file) => file.startsWith('selfies/'));
const requestsOf = (userId: string) =>
  t.db.select().from(memberVerifications).where(eq(memberVerifications.userId, userId));

async function readyMember() {
  const member = await buildSignedIn(t, { gender: 'female' });
  await givePhoto(t.db, member.id);
  return member;
}

describe('who may call', () => {
  it('every member route answers 401 to a visitor', async () => {
    expectError(await call(t, 'GET', '/api/me/verification', undefined), 401, 'UNAUTHORIZED');
    expectError(await call(t, 'POST', '/api/me/verification/pose', undefined), 401, 'UNAUTHORIZED');
    const settings = { verified_viewers_only: true };
    expectError(
      await call(t, 'PUT', '/api/me/verification/settings', undefined, settings),
      401,
      'UNAUTHORIZED',
    );
    const form = selfieForm(await imageBytes('jpeg'), { pose: 'thumbs_up' });
    expect((await postSelfie(t, '', form)).status).toBe(401);
  });
});

describe('the pose', () => {
  it('is drawn by the server, kept while valid, drawn again on request and after 30 minutes', async () => {
    const member = await readyMember();
    const first = await myVerification(t, member.cookie);
    expect(first).toMatchObject({
      status: 'none',
      request: null,
      has_photo: true,
      photo_waiting: false,
      verified_viewers_only: false,
    });
    expect(VERIFICATION_POSES).toContain(first.challenge!.pose);
    expect(first.challenge!.description.length).toBeGreaterThan(10);
    expect((await myVerification(t, member.cookie)).challenge).toEqual(first.challenge);

    const redrawn = (await call(t, 'POST', '/api/me/verification/pose', member.cookie))
      .body as TMyVerification;
    expect(redrawn.challenge!.pose).not.toBe(first.challenge!.pose);

    t.clock.advance(31 * 60_000);
    try {
      const later = await myVerification(t, member.cookie);
      expect(Date.parse(later.challenge!.expires_at)).toBeGreaterThan(
        Date.parse(redrawn.challenge!.expires_at),
      );
    } finally {
      t.clock.advance(-31 * 60_000);
    }
  });

  it('draws another at most 10 times an hour', async () => {
    const member = await readyMember();
    for (let i = 0; i < 10; i += 1)
      expect((await call(t, 'POST', '/api/me/verification/pose', member.cookie)).status).toBe(200);
    expectError(await call(t, 'POST', '/api/me/verification/pose', member.cookie), 429, 'RATE_LIMITED');
  });
});

describe('sending a selfie', () => {
  it('stores it privately, re-encoded without metadata, and the request waits for staff', async () => {
    const member = await readyMember();
    const pose = (await myVerification(t, member.cookie)).challenge!.pose;
    const withGps = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#884422' } })
      .withExif({ IFD0: { Make: 'SelfieCam', Copyright: 'secret place' } })
      .jpeg()
      .toBuffer();
    const before = await selfies();
    const answer = await postSelfie(t, member.cookie, selfieForm(withGps, { pose, woman_reviewer: 'true' }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'pending',
      challenge: null,
      request: { status: 'pending', pose, woman_reviewer: true, decided_at: null, reason: null },
    });
    const stored = (await selfies()).filter((file) => !before.includes(file));
    expect(stored).toHaveLength(1);
    const [row] = await requestsOf(member.id);
    expect(row!.selfieKey).toBe(stored[0]);
    const bytes = await t.deps.storage.read(row!.selfieKey!);
    const metadata = await sharp(bytes!).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    // The pose drawn for the member was used up with the request.
    expect(
      await t.db.select().from(verificationChallenges).where(eq(verificationChallenges.userId, member.id)),
    ).toEqual([]);

    // Never at /media, whatever the spelling, for the member or anyone.
    for (const path of [
      `/media/${row!.selfieKey}`,
      `/media/%73elfies/${row!.selfieKey!.slice(8)}`,
      `/media/x/../${row!.selfieKey}`,
    ])
      expect((await t.request(path, { cookie: member.cookie })).status, path).toBe(404);
  });

  it('refuses clearly what is not an image, and stores nothing', async () => {
    const member = await readyMember();
    const pose = (await myVerification(t, member.cookie)).challenge!.pose;
    const before = await selfies();
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const refused = await postSelfie(
      t,
      member.cookie,
      selfieForm(html, { pose }, 'selfie.jpg', 'image/jpeg'),
    );
    expectError(refused, 415, 'UNSUPPORTED_MEDIA_TYPE', 'The selfie must be a JPEG, PNG or WebP photo');
    expect(refused.body).toMatchObject({ error: { fields: { selfie: expect.any(String) } } });

    const jpeg = await imageBytes('jpeg');
    const damaged = await postSelfie(
      t,
      member.cookie,
      selfieForm(jpeg.subarray(0, jpeg.length / 2), { pose }),
    );
    expectError(damaged, 400, 'INVALID_IMAGE');

    const noFile = new FormData();
    noFile.append('pose', pose);
    expectError(await postSelfie(t, member.cookie, noFile), 400, 'VALIDATION_FAILED');
    const unknownPose = await postSelfie(t, member.cookie, selfieForm(jpeg, { pose: 'handstand' }));
    expectError(unknownPose, 400, 'VALIDATION_FAILED');

    expect(await selfies()).toEqual(before);
    expect(await requestsOf(member.id)).toEqual([]);
  });

  it('refuses a selfie for another pose, without a photo or profile, while pending and once verified', async () => {
    const member = await readyMember();
    const jpeg = await imageBytes('jpeg');
    const pose = (await myVerification(t, member.cookie)).challenge!.pose;
    const other = VERIFICATION_POSES.find((p) => p !== pose)!;
    expectError(await postSelfie(t, member.cookie, selfieForm(jpeg, { pose: other })), 409, 'POSE_EXPIRED');

    const noPhoto = await buildSignedIn(t);
    const itsPose = (await myVerification(t, noPhoto.cookie)).challenge!.pose;
    expect((await myVerification(t, noPhoto.cookie)).has_photo).toBe(false);
    expectError(
      await postSelfie(t, noPhoto.cookie, selfieForm(jpeg, { pose: itsPose })),
      409,
      'PHOTO_REQUIRED',
    );

    // A photo waiting for approval is not one to compare with yet; the screen says it waits.
    const waiting = await buildSignedIn(t);
    const upload = await t.request('/api/me/photo', {
      method: 'POST',
      cookie: waiting.cookie,
      body: photoForm(await imageBytes('jpeg')),
    });
    expect(upload.status).toBe(200);
    const waitingState = await myVerification(t, waiting.cookie);
    expect(waitingState).toMatchObject({ has_photo: false, photo_waiting: true });
    expect((await myVerification(t, noPhoto.cookie)).photo_waiting).toBe(false);
    expectError(
      await postSelfie(t, waiting.cookie, selfieForm(jpeg, { pose: waitingState.challenge!.pose })),
      409,
      'PHOTO_REQUIRED',
    );

    const noProfile = await buildSignedIn(t, { profile: false });
    const theirPose = (await myVerification(t, noProfile.cookie)).challenge!.pose;
    const refused = await postSelfie(t, noProfile.cookie, selfieForm(jpeg, { pose: theirPose }));
    expectError(refused, 409, 'PROFILE_REQUIRED');

    await submitSelfie(t, member.cookie);
    expect((await myVerification(t, member.cookie)).challenge).toBeNull();
    expectError(await postSelfie(t, member.cookie, selfieForm(jpeg, { pose })), 409, 'VERIFICATION_PENDING');

    const verified = await readyMember();
    await markVerified(t.db, verified.id);
    const state = await myVerification(t, verified.cookie);
    expect(state).toMatchObject({ status: 'approved', challenge: null });
    expectError(await postSelfie(t, verified.cookie, selfieForm(jpeg, { pose })), 409, 'ALREADY_VERIFIED');
  });

  it('refuses a pose drawn more than 30 minutes ago', async () => {
    const member = await readyMember();
    const pose = (await myVerification(t, member.cookie)).challenge!.pose;
    t.clock.advance(31 * 60_000);
    try {
      const answer = await postSelfie(t, member.cookie, selfieForm(await imageBytes('png'), { pose }));
      expectError(answer, 409, 'POSE_EXPIRED');
    } finally {
      t.clock.advance(-31 * 60_000);
    }
  });

  it('takes at most 5 selfies an hour, counted before anything is decoded', async () => {
    const member = await readyMember();
    const junk = selfieForm(new TextEncoder().encode('not an image'), { pose: 'thumbs_up' });
    for (let i = 0; i < 5; i += 1) expect((await postSelfie(t, member.cookie, junk)).status).not.toBe(429);
    expectError(await postSelfie(t, member.cookie, junk), 429, 'RATE_LIMITED');
  });
});

describe('seen only by verified members', () => {
  it('is the member’s own choice, kept on their profile', async () => {
    const member = await readyMember();
    const on = await call(t, 'PUT', '/api/me/verification/settings', member.cookie, {
      verified_viewers_only: true,
    });
    expect(on.body).toMatchObject({ verified_viewers_only: true });
    expect((await myVerification(t, member.cookie)).verified_viewers_only).toBe(true);
    const bad = await call(t, 'PUT', '/api/me/verification/settings', member.cookie, {
      verified_viewers_only: 'yes',
    });
    expectError(bad, 400, 'VALIDATION_FAILED');
    const noProfile = await buildSignedIn(t, { profile: false });
    const refused = await call(t, 'PUT', '/api/me/verification/settings', noProfile.cookie, {
      verified_viewers_only: true,
    });
    expectError(refused, 409, 'PROFILE_REQUIRED');
  });
});
