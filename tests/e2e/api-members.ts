import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { approvePhotoOf } from './api-moderation.ts';
import { E2E_URL } from './env.ts';
import { linkFromMail, SHORT_LINK, uniqueEmail } from './support.ts';

/** State-changing calls must come from our origin (the server's origin guard, better-auth). */
const ORIGIN = { origin: E2E_URL };

export type MemberProfile = Record<string, unknown> & {
  full_name: string;
  date_of_birth: string;
  gender: 'male' | 'female';
};

/** POST, waiting out the auth rate limit (10 a minute per IP) when a long run meets it. */
async function postAuth(request: APIRequestContext, path: string, data: unknown) {
  for (let attempt = 0; ; attempt += 1) {
    const response = await request.post(path, { data, headers: ORIGIN });
    if (response.status() !== 429 || attempt >= 3) return response;
    const wait = Number(response.headers()['retry-after'] ?? '20');
    await new Promise((resolve) => setTimeout(resolve, Math.min(65, Math.max(1, wait)) * 1000));
  }
}

/**
 * A verified, signed-in member with a saved profile, made through the API (much faster than the UI).
 * `request` keeps the session cookie: pass `page.request` to sign the page in as this member.
 */
export async function createMember(
  request: APIRequestContext,
  profile: MemberProfile,
  options: { photo?: string } = {},
): Promise<{ userId: string; email: string }> {
  const email = uniqueEmail(profile.full_name.split(' ')[0]!.toLowerCase());
  const password = 'discovery-pass-1';
  const signUp = await postAuth(request, '/api/auth/sign-up/email', {
    name: profile.full_name,
    email,
    password,
    accept_terms: true,
    callbackURL: '/auth?verified=1',
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const link = await linkFromMail(email, SHORT_LINK);
  // The short link leads to better-auth's, which verifies, signs in and redirects to the app.
  const verified = await request.get(link);
  expect(verified.status()).toBe(200);
  const signIn = await postAuth(request, '/api/auth/sign-in/email', { email, password });
  expect(signIn.status(), await signIn.text()).toBe(200);

  const saved = await request.put('/api/me/profile', { data: profile, headers: ORIGIN });
  expect(saved.status(), await saved.text()).toBe(200);
  if (options.photo) {
    const jpeg = await sharp({ create: { width: 480, height: 480, channels: 3, background: options.photo } })
      .jpeg()
      .toBuffer();
    const upload = await request.post('/api/me/photo', {
      headers: ORIGIN,
      multipart: { photo: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
    });
    expect(upload.status(), await upload.text()).toBe(200);
  }
  const me = (await (await request.get('/api/me')).json()) as { user: { id: string } };
  // New photos wait for a moderator before other members see them.
  if (options.photo) await approvePhotoOf(me.user.id);
  return { userId: me.user.id, email };
}
