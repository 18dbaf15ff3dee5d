import { eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';
import { profiles } from '../../../src/server/db/schema/index.ts';
import type { TMyVerification } from '../../../src/shared/safety/verification-contract.ts';
import { call } from '../api-calls.ts';
import { imageBytes } from '../images.ts';
import type { TestApp } from '../test-app.ts';
import { buildMember, buildSignedIn, type MemberOptions } from './members.ts';

/** Staff approved the member's verification at `at` (the Verified badge), without a request. */
export async function markVerified(db: Db, userId: string, at: Date = new Date()): Promise<void> {
  await db.update(profiles).set({ verifiedAt: at }).where(eq(profiles.userId, userId));
}

/** The member chose to be seen only by verified members (or everyone again). */
export async function setVerifiedViewersOnly(db: Db, userId: string, only = true): Promise<void> {
  await db.update(profiles).set({ verifiedViewersOnly: only }).where(eq(profiles.userId, userId));
}

/** A member whose verification staff approved (never signed in as). */
export async function buildVerifiedMember(db: Db, options: MemberOptions = {}) {
  const member = await buildMember(db, options);
  await markVerified(db, member.id);
  return member;
}

/** A signed-in member whose verification staff approved. */
export async function buildVerifiedSignedIn(t: TestApp, options: MemberOptions = {}) {
  const member = await buildSignedIn(t, options);
  await markVerified(t.db, member.id);
  return member;
}

/** A profile photo to compare the selfie with (only its presence matters to the request). */
export async function givePhoto(db: Db, userId: string): Promise<void> {
  await db
    .update(profiles)
    .set({ profilePhotoUrl: `/media/photos/${userId}/given.webp`, profilePhotoThumbUrl: null })
    .where(eq(profiles.userId, userId));
}

/** The body of POST /api/me/verification; name and declared type are whatever a client claims. */
export function selfieForm(
  bytes: Uint8Array,
  fields: { pose?: string; woman_reviewer?: string } = {},
  name = 'selfie.jpg',
  type = 'image/jpeg',
) {
  const form = new FormData();
  form.append('selfie', new File([new Uint8Array(bytes)], name, { type }));
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  return form;
}

/** POSTs a form to /api/me/verification as the member. */
export async function postSelfie(t: TestApp, cookie: string, form: FormData) {
  const response = await t.request('/api/me/verification', { method: 'POST', body: form, cookie });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** The member's verification state (GET /api/me/verification: draws a pose when they may send one). */
export async function myVerification(t: TestApp, cookie: string): Promise<TMyVerification> {
  return (await call(t, 'GET', '/api/me/verification', cookie)).body as TMyVerification;
}

/** The member sends a selfie copying the pose drawn for them; the request is then pending. */
export async function submitSelfie(t: TestApp, cookie: string, womanReviewer = false) {
  const pose = (await myVerification(t, cookie)).challenge?.pose;
  const form = selfieForm(await imageBytes('jpeg'), { pose, woman_reviewer: String(womanReviewer) });
  const answer = await postSelfie(t, cookie, form);
  if (answer.status !== 200)
    throw new Error(`selfie refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body as TMyVerification).request!;
}
