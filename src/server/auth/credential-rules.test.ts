import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { call, expectError } from '../../../tests/support/api-calls.ts';
import { buildMember, signIn } from '../../../tests/support/factories/members.ts';
import { followShortLink } from '../../../tests/support/mail-links.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

/** Issue 17 item 5: common, blank and own-e-mail passwords, and spoofing names, on every auth route. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';
const IS_EMAIL = 'Your password cannot be your e-mail address. Choose one that is harder to guess.';
const BAD_NAME = 'Names cannot contain control characters, text-direction marks or invisible characters.';

let sequence = 0;
const person = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    name: `Newcomer ${sequence}`,
    email: `rules-${sequence}@example.com`,
    password: 'amber-lantern-9',
    accept_terms: true,
    ...overrides,
  };
};
const userCount = async () => Number((await t.db.select({ n: count() }).from(users))[0]?.n);
const signUp = (json: Record<string, unknown>) => call(t, 'POST', '/api/auth/sign-up/email', undefined, json);

async function expectNothingCreated(json: Record<string, unknown>, code: string, message: string) {
  const before = await userCount();
  expectError(await signUp(json), 400, code, message);
  expect(await userCount()).toBe(before);
  const email = String(json.email);
  expect((await t.db.select().from(users).where(eq(users.email, email))).length).toBe(0);
  expect((await t.outbox()).some((m) => m.to.includes(email))).toBe(false);
}

describe('sign-up refuses guessable passwords and creates nothing', () => {
  it.each([
    ['123456', '123456'],
    ['password', 'password'],
    ['a common password in capitals', 'PASSWORD1'],
    ['six spaces', '      '],
    ['a tab and spaces', ' \t    '],
  ])('%s', async (_label, password) => {
    await expectNothingCreated(person({ password }), 'PASSWORD_TOO_COMMON', TOO_COMMON);
  });

  it.each([
    ['the whole address', (email: string) => email],
    ['the address in other case', (email: string) => email.toUpperCase()],
    ['the part before the @', (email: string) => email.split('@')[0]!],
  ])('the own e-mail: %s', async (_label, passwordOf) => {
    const json = person();
    await expectNothingCreated({ ...json, password: passwordOf(json.email) }, 'PASSWORD_IS_EMAIL', IS_EMAIL);
  });

  it("keeps the spec's message for a short password (even a common one)", async () => {
    const before = await userCount();
    const answer = await signUp(person({ password: '12345' }));
    expect(answer.status).toBe(400);
    expectError(answer, 400, 'PASSWORD_TOO_SHORT', 'Password must be at least 6 characters long.');
    expect(await userCount()).toBe(before);
  });

  it('accepts a password that is not on the list', async () => {
    const answer = await signUp(person({ password: 'journey-pass-1' }));
    expect(answer.status).toBe(200);
  });
});

describe('sign-up refuses names that spoof', () => {
  it.each([
    ['a right-to-left override', 'Amina\u202Enamhar'],
    ['a bidi isolate', '\u2067Amina\u2069 Khan'],
    ['a zero-width space', 'Ami\u200Bna Khan'],
    ['a zero-width joiner at the end', 'Amina Khan\u200D'],
    ['an escape control character', 'Amina\u001B[31m Khan'],
    ['a newline', 'Amina\nKhan'],
    ['a C1 control', 'Amina\u0085Khan'],
  ])('%s', async (_label, name) => {
    await expectNothingCreated(person({ name }), 'NAME_INVALID_CHARACTER', BAD_NAME);
  });

  it('accepts an Urdu name with a zero-width non-joiner between letters', async () => {
    const json = person({ name: 'مہ\u200Cجبیں خان' });
    expect((await signUp(json)).status).toBe(200);
    const stored = (await t.db.select().from(users).where(eq(users.email, json.email)))[0];
    expect(stored?.name).toBe('مہ\u200Cجبیں خان');
  });
});

/** The reset token of a fresh reset mail for `email`. */
async function resetToken(email: string): Promise<string> {
  const ask = await call(t, 'POST', '/api/auth/request-password-reset', undefined, {
    email,
    redirectTo: '/reset-password',
  });
  expect(ask.status).toBe(200);
  const mail = (await t.outbox()).filter((m) => m.to.includes(email)).at(-1);
  const link = new URL((await followShortLink(t, mail))!);
  const follow = await t.request(link.pathname + link.search, { redirect: 'manual' });
  return new URL(follow.headers.get('location')!, 'http://x').searchParams.get('token')!;
}

describe('reset-password holds new passwords to the same rules', () => {
  it.each([
    ['a common password', () => 'password1', 'PASSWORD_TOO_COMMON', TOO_COMMON],
    ['six spaces', () => '      ', 'PASSWORD_TOO_COMMON', TOO_COMMON],
    ['the own e-mail', (email: string) => email, 'PASSWORD_IS_EMAIL', IS_EMAIL],
  ])('refuses %s and keeps the old password', async (_label, passwordOf, code, message) => {
    const member = await buildMember(t.db);
    const token = await resetToken(member.email);
    const newPassword = passwordOf(member.email);
    const answer = await call(t, 'POST', '/api/auth/reset-password', undefined, { newPassword, token });
    expectError(answer, 400, code, message);
    await expect(signIn(t, member)).resolves.toMatch(/session_token/);
    // The token was not spent: a good password still goes through with it.
    const retry = await call(t, 'POST', '/api/auth/reset-password', undefined, {
      newPassword: 'amber-lantern-77',
      token,
    });
    expect(retry.status).toBe(200);
  });
});

describe('change-password holds new passwords to the same rules', () => {
  it.each([
    ['a common password', () => '123456789', 'PASSWORD_TOO_COMMON', TOO_COMMON],
    ['the own e-mail', (email: string) => email, 'PASSWORD_IS_EMAIL', IS_EMAIL],
  ])('refuses %s and keeps the old password', async (_label, passwordOf, code, message) => {
    const member = await buildMember(t.db);
    const cookie = await signIn(t, member);
    const answer = await call(t, 'POST', '/api/auth/change-password', cookie, {
      currentPassword: member.password,
      newPassword: passwordOf(member.email),
    });
    expectError(answer, 400, code, message);
    await expect(signIn(t, member)).resolves.toMatch(/session_token/);
  });
});
