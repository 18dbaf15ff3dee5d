import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions, users } from '../db/schema/index.ts';
import { buildMember, cookieFrom, isVerified, signIn } from '../../../tests/support/factories/members.ts';
import { followShortLink } from '../../../tests/support/mail-links.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A sign-up as the form sends it: the member confirmed the terms. */
const signUp = (json: Record<string, unknown>, init: { ip?: string } = {}) =>
  t.request('/api/auth/sign-up/email', { method: 'POST', json: { accept_terms: true, ...json }, ...init });
const userCount = async () => Number((await t.db.select({ n: count() }).from(users))[0]?.n);

describe('sign-up, verification, sign-in, sign-out', () => {
  it('walks the whole journey with a real verification e-mail', async () => {
    const email = 'Fatima.Rahman@Example.com';
    const response = await signUp({
      name: 'Fatima Rahman',
      email,
      password: 'amber-lantern-1',
      callbackURL: '/auth?verified=1',
    });
    expect(response.status).toBe(200);
    expect(cookieFrom(response)).toBe(''); // no session before verification

    const stored = (await t.db.select().from(users).where(eq(users.email, 'fatima.rahman@example.com')))[0];
    expect(stored?.name).toBe('Fatima Rahman');
    expect(stored?.emailVerified).toBe(false);
    const credential = (await t.db.select().from(accounts).where(eq(accounts.userId, stored!.id)))[0];
    expect(credential?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const blocked = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'amber-lantern-1' },
    });
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toEqual({
      error: { code: 'EMAIL_NOT_VERIFIED', message: expect.any(String) },
    });

    const mail = (await t.outbox()).find((m) => m.to.includes('fatima.rahman@example.com'));
    expect(mail?.subject).toBe('Verify your e-mail for Mithaq');
    // The mail shows a short link (infra/mail-links.ts): a click leads on to better-auth's link.
    const link = await followShortLink(t, mail);
    expect(link).toContain('/api/auth/verify-email?token=');
    const verify = await t.request(new URL(link!).pathname + new URL(link!).search, { redirect: 'manual' });
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toContain('/auth?verified=1');
    expect(await isVerified(t.db, 'fatima.rahman@example.com')).toBe(true);
    // The link signs the member in (issue 16): its answer carries a session of its own.
    const linkCookie = cookieFrom(verify);
    expect(linkCookie).toMatch(/mithaq\.session_token=/);

    const signedIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'amber-lantern-1' },
    });
    expect(signedIn.status).toBe(200);
    const setCookie = signedIn.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/mithaq\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // http PUBLIC_URL
    const cookie = cookieFrom(signedIn);
    const token = /mithaq\.session_token=([^.;]+)/.exec(setCookie)?.[1];
    expect(token).toBeTruthy();
    // The token stays in the HttpOnly cookie: no JSON answer hands it to page scripts.
    expect(JSON.stringify(await signedIn.json())).not.toContain(token);
    const session = await t.request('/api/auth/get-session', { cookie });
    expect(session.status).toBe(200);
    const sessionText = await session.text();
    expect(sessionText).toContain('fatima.rahman@example.com');
    expect(sessionText).not.toContain(token);

    const me = await t.request('/api/me', { cookie });
    expect(me.status).toBe(200);
    const body = (await me.json()) as {
      user: { email: string; name: string };
      role: string;
      profile: unknown;
      completion: number;
    };
    expect(body.user).toMatchObject({ email: 'fatima.rahman@example.com', name: 'Fatima Rahman' });
    expect(body.role).toBe('user');
    expect(body.profile).toBeNull();
    expect(body.completion).toBe(0); // none of the 10 fields yet (issue 16: one rule, without the e-mail)

    const out = await t.request('/api/auth/sign-out', { method: 'POST', json: {}, cookie });
    expect(out.status).toBe(200);
    expect((await t.request('/api/me', { cookie })).status).toBe(401);
    await t.request('/api/auth/sign-out', { method: 'POST', json: {}, cookie: linkCookie });
    expect(
      Number((await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, stored!.id)))[0]?.n),
    ).toBe(0);
  });

  it('marks cookies Secure when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://mithaq.example' });
    try {
      const member = await buildMember(secure.db);
      const response = await secure.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: member.email, password: member.password },
        headers: { origin: 'https://mithaq.example' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().join('\n')).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });

  it('rejects a wrong password with the error shape', async () => {
    const member = await buildMember(t.db);
    const response = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: member.email, password: 'wrong-one' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: expect.any(String) },
    });
  });

  it('refuses a request from a foreign origin', async () => {
    const member = await buildMember(t.db);
    const response = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: member.email, password: member.password },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});

describe('sign-up refuses bad input and writes nothing', () => {
  const valid = { name: 'Yusuf Ali', email: 'yusuf@example.com', password: 'amber-lantern-1' };
  it.each([
    ['an invalid e-mail', { ...valid, email: 'not-an-email' }, 400],
    ['a short password', { ...valid, password: '12345' }, 400],
    ['a 10,000-character password', { ...valid, password: 'x'.repeat(10_000) }, 400],
    ['a missing name', { email: valid.email, password: valid.password }, 400],
    ['a blank name', { ...valid, name: '   ' }, 400],
    ['a missing password', { name: valid.name, email: valid.email }, 400],
    ['a missing e-mail', { name: valid.name, password: valid.password }, 400],
    ['a number for the e-mail', { ...valid, email: 42 }, 400],
  ])('%s', async (_label, json, status) => {
    const before = await userCount();
    const response = await signUp(json);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.message.length).toBeGreaterThan(0);
    expect(await userCount()).toBe(before);
  });

  it('says the account exists for an existing e-mail (any case)', async () => {
    const member = await buildMember(t.db, { email: 'taken@example.com' });
    const before = await userCount();
    const response = await signUp({
      name: 'Someone',
      email: 'TAKEN@example.com',
      password: 'amber-lantern-1',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: { code: 'USER_ALREADY_EXISTS', message: 'User already registered' },
    });
    expect(await userCount()).toBe(before);
    expect(member.email).toBe('taken@example.com');
  });

  it('answers malformed JSON with a 4xx', async () => {
    const before = await userCount();
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "x", "email": ',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBeTruthy();
    expect(await userCount()).toBe(before);
  });

  it('answers a body over the limit with 413', async () => {
    const before = await userCount();
    const response = await signUp({
      name: 'Big',
      email: 'big@example.com',
      password: 'amber-lantern-1',
      padding: 'x'.repeat(1_100_000),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) },
    });
    expect(await userCount()).toBe(before);
  });
});

describe('password reset by e-mail', () => {
  it('mails a link that sets a new password and ends other sessions', async () => {
    const member = await buildMember(t.db, { email: 'reset-me@example.com' });
    const oldCookie = await signIn(t, member);
    // Remembered by the session cache from here on: the reset must still end it at once.
    expect((await t.request('/api/me', { cookie: oldCookie })).status).toBe(200);
    const ask = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: member.email, redirectTo: '/reset-password' },
    });
    expect(ask.status).toBe(200);
    const link = await followShortLink(
      t,
      (await t.outbox()).find((m) => m.to.includes(member.email)),
    );
    expect(link).toContain('/api/auth/reset-password/');
    const follow = await t.request(new URL(link!).pathname + new URL(link!).search, { redirect: 'manual' });
    expect(follow.status).toBe(302);
    const token = new URL(follow.headers.get('location')!, 'http://x').searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { newPassword: 'brand-new-1', token },
    });
    expect(reset.status).toBe(200);
    expect((await t.request('/api/me', { cookie: oldCookie })).status).toBe(401);
    await expect(signIn(t, member)).rejects.toThrow(/401/);
    await expect(signIn(t, { email: member.email, password: 'brand-new-1' })).resolves.toMatch(
      /session_token/,
    );
  });

  it('answers 200 for an unknown e-mail and sends nothing', async () => {
    const before = (await t.outbox()).length;
    const response = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: 'nobody-here@example.com', redirectTo: '/reset-password' },
    });
    expect(response.status).toBe(200);
    expect((await t.outbox()).length).toBe(before);
  });

  it('refuses an invalid token', async () => {
    const response = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { newPassword: 'brand-new-1', token: 'nope' },
    });
    expect(response.status).toBe(400);
  });
});
