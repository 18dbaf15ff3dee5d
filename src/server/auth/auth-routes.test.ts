import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/index.ts';
import { buildMember, buildSignedIn, cookieFrom } from '../../../tests/support/factories/members.ts';
import { requestResetLink } from '../../../tests/support/mail-links.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { AUTH_ROUTES, DISABLED_AUTH_PATHS } from './auth-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };
const userCount = async () => Number((await t.db.select({ n: count() }).from(users))[0]?.n);
const sessionCount = async (userId: string) =>
  Number((await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]?.n);
const storedUser = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
/** The session token: the cookie's value before its signature. */
const tokenOf = (cookie: string) => /session_token=([^.;]+)/.exec(cookie)?.[1] ?? '';

describe('routes the product does not use', () => {
  it.each([...DISABLED_AUTH_PATHS, '/callback/google', '/no-such-route', '/sign-out/'])(
    '%s answers 404 in the error shape, signed in or not, and changes nothing',
    async (path) => {
      const me = await buildSignedIn(t);
      const before = await storedUser(me.id);
      const sessionsBefore = await sessionCount(me.id);
      for (const cookie of [me.cookie, undefined]) {
        for (const method of ['GET', 'POST'] as const) {
          const answer = await t.request(`/api/auth${path}`, {
            method,
            cookie,
            ...(method === 'POST'
              ? { json: { name: 'Renamed', image: 'x', token: tokenOf(me.cookie), newEmail: 'a@b.cd' } }
              : {}),
          });
          expect(answer.status).toBe(404);
          expect(((await answer.json()) as ErrorAnswer).error.code).toBe('NOT_FOUND');
        }
      }
      expect(await storedUser(me.id)).toEqual(before);
      expect(await sessionCount(me.id)).toBe(sessionsBefore);
    },
  );

  it('refuses the inputs that answered 500 before, now that their routes are off', async () => {
    const me = await buildSignedIn(t);
    const before = await storedUser(me.id);
    for (const [path, json] of [
      ['/update-user', { name: 'x'.repeat(100_000) }],
      ['/update-user', { name: { a: 1 } }],
      ['/update-user', { name: null }],
      ['/update-user', { name: 'Amina\u0000', image: 'a\u0000' }],
      ['/revoke-session', { token: 'a\u0000b' }],
      ['/list-sessions', {}],
    ] as const) {
      const answer = await t.request(`/api/auth${path}`, { method: 'POST', cookie: me.cookie, json });
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain(tokenOf(me.cookie));
    }
    expect(await storedUser(me.id)).toEqual(before);
  });
});

describe('bad input to the routes the product uses', () => {
  const nul = 'a\u0000b';
  const huge = 'x'.repeat(100_000);
  it.each([
    [
      'sign-up/email',
      'a NUL in the name',
      { name: `Amina${nul}`, email: 'n1@example.com', password: 'secret-77' },
    ],
    [
      'sign-up/email',
      'an object name',
      { name: { first: 'A' }, email: 'n2@example.com', password: 'secret-77' },
    ],
    ['sign-up/email', 'a null name', { name: null, email: 'n3@example.com', password: 'secret-77' }],
    ['sign-up/email', 'a 100 KB name', { name: huge, email: 'n4@example.com', password: 'secret-77' }],
    [
      'sign-up/email',
      'a NUL in the e-mail',
      { name: 'Amina', email: `n5${nul}@example.com`, password: 'secret-77' },
    ],
    [
      'sign-up/email',
      'an image',
      { name: 'Amina', email: 'n6@example.com', password: 'secret-77', image: nul },
    ],
    [
      'sign-up/email',
      'a NUL in callbackURL',
      { name: 'Amina', email: 'n7@example.com', password: 'secret-77', callbackURL: `/${nul}` },
    ],
    ['sign-up/email', 'a null password', { name: 'Amina', email: 'n8@example.com', password: null }],
    ['sign-in/email', 'a NUL in the e-mail', { email: `x${nul}@example.com`, password: 'secret-77' }],
    ['sign-in/email', 'an object password', { email: 'someone@example.com', password: { $ne: '' } }],
    ['sign-in/email', 'a list for the e-mail', { email: ['a@example.com'], password: 'secret-77' }],
    [
      'request-password-reset',
      'a NUL in the e-mail',
      { email: `x${nul}@example.com`, redirectTo: '/reset-password' },
    ],
    ['request-password-reset', 'a null e-mail', { email: null, redirectTo: '/reset-password' }],
    ['request-password-reset', 'a NUL in redirectTo', { email: 'a@example.com', redirectTo: `/reset${nul}` }],
    ['send-verification-email', 'a NUL in the e-mail', { email: `x${nul}@example.com` }],
    ['reset-password', 'a NUL in the token', { newPassword: 'brand-new-77', token: nul }],
    ['reset-password', 'a 100 KB token', { newPassword: 'brand-new-77', token: huge }],
    ['reset-password', 'a number token', { newPassword: 'brand-new-77', token: 42 }],
    ['reset-password?token=a%00b', 'a NUL in the query token', { newPassword: 'brand-new-77', token: 'abc' }],
    ['reset-password', 'a null new password', { newPassword: null, token: 'abc' }],
    ['change-password', 'a null current password', { currentPassword: null, newPassword: 'brand-new-77' }],
    [
      'change-password',
      'an object new password',
      { currentPassword: 'factory-password', newPassword: { a: 1 } },
    ],
  ])('POST %s with %s answers 400 and changes nothing', async (path, _label, json) => {
    const me = await buildSignedIn(t);
    const before = {
      users: await userCount(),
      me: await storedUser(me.id),
      sessions: await sessionCount(me.id),
    };
    const answer = await t.request(`/api/auth/${path}`, { method: 'POST', json, cookie: me.cookie });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as ErrorAnswer;
    // A NUL in an e-mail meets the throttle's counters (keyed by e-mail) first: the database refuses it
    // there, and the app's safety net answers INVALID_VALUE (http/error-handler.ts). Either way a 400.
    expect(['VALIDATION_FAILED', 'INVALID_VALUE']).toContain(body.error.code);
    if (body.error.code === 'VALIDATION_FAILED') {
      expect(Object.keys(body.error.fields ?? {}).length).toBeGreaterThan(0);
    }
    expect(await userCount()).toBe(before.users);
    expect(await storedUser(me.id)).toEqual(before.me);
    expect(await sessionCount(me.id)).toBe(before.sessions);
  });

  const longToken = `/api/auth/reset-password/${'x'.repeat(5000)}?callbackURL=/reset-password`;
  it.each([
    '/api/auth/reset-password/a%00b?callbackURL=/reset-password',
    '(a 5,000-character token)',
    '/api/auth/reset-password/abc?callbackURL=/reset%00',
    '/api/auth/verify-email?token=a%00b&callbackURL=/auth',
    '/api/auth/verify-email?token=a&token=b',
    '/api/auth/get-session?disableCookieCache=%00',
  ])('GET %s answers 400', async (label) => {
    const path = label.startsWith('(') ? longToken : label;
    const answer = await t.request(path, { redirect: 'manual' });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as ErrorAnswer).error.code).toBe('VALIDATION_FAILED');
  });

  it('answers a body that is not JSON with 400 INVALID_JSON', async () => {
    const answer = await t.request('/api/auth/reset-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"token": ',
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as ErrorAnswer).error.code).toBe('INVALID_JSON');
  });

  it('still resets a password through the mailed link', async () => {
    const member = await buildMember(t.db, { email: 'still-resets@example.com' });
    const link = await requestResetLink(t, member.email);
    const follow = await t.request(link.pathname + link.search, { redirect: 'manual' });
    expect(follow.status).toBe(302);
    const token = new URL(follow.headers.get('location')!, 'http://x').searchParams.get('token');
    const reset = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { newPassword: 'brand-new-77', token },
    });
    expect(reset.status).toBe(200);
  });
});

describe('answers never carry the session token', () => {
  it('not from sign-in, get-session, sign-out or change-password', async () => {
    const member = await buildMember(t.db);
    const signedIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: member.email, password: member.password },
    });
    const cookie = cookieFrom(signedIn);
    const token = tokenOf(cookie);
    expect(token.length).toBeGreaterThan(10);
    expect(await signedIn.text()).not.toContain(token);
    const session = await t.request('/api/auth/get-session', { cookie });
    expect(session.status).toBe(200);
    expect(await session.text()).not.toContain(token);
    const changed = await t.request('/api/auth/change-password', {
      method: 'POST',
      cookie,
      json: { currentPassword: member.password, newPassword: 'changed-pass-77' },
    });
    expect(changed.status).toBe(200);
    const newCookie = cookieFrom(changed);
    const newToken = tokenOf(newCookie);
    expect(newToken.length).toBeGreaterThan(10);
    expect(await changed.text()).not.toContain(newToken);
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie: newCookie, json: {} });
    expect(out.status).toBe(200);
    expect(await out.text()).not.toContain(newToken);
  });
});

describe('/api/openapi.json', () => {
  it('lists every enabled auth route and none of the disabled ones', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const listed = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/auth/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    expect(listed.sort()).toEqual(AUTH_ROUTES.map((r) => `${r.method} ${r.path}`).sort());
    expect(listed).toContain('post /api/auth/change-password');
    // Bodies are documented, so the generated junk-input suite (http/route-refusals.test.ts) sends them.
    const reset = doc.paths['/api/auth/reset-password']?.post as { requestBody?: unknown } | undefined;
    expect(JSON.stringify(reset?.requestBody)).toContain('newPassword');
    for (const path of DISABLED_AUTH_PATHS) expect(doc.paths[`/api/auth${path}`]).toBeUndefined();
  });
});
