import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { call, expectError } from '../../../tests/support/api-calls.ts';
import { buildMember, cookieFrom } from '../../../tests/support/factories/members.ts';
import { followShortLink } from '../../../tests/support/mail-links.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let sequence = 0;
const newcomer = () => {
  sequence += 1;
  return {
    name: `Newcomer ${sequence}`,
    email: `newcomer-${sequence}@example.com`,
    password: 'amber-lantern-12',
  };
};
const storedUser = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0];

/** The verification link of the last mail to `email`, as a path the test app can request. */
async function verificationPath(email: string): Promise<string> {
  const mails = (await t.outbox()).filter((m) => m.to.includes(email));
  // The mail shows a short link (infra/mail-links.ts); one hop leads to better-auth's.
  const url = new URL(await followShortLink(t, mails.at(-1)));
  expect(url.pathname).toBe('/api/auth/verify-email');
  return url.pathname + url.search;
}

describe('sign-up asks for the terms', () => {
  it.each([
    ['no confirmation', {}],
    ['a confirmation of false', { accept_terms: false }],
    ['a confirmation that is not a boolean', { accept_terms: 'yes' }],
  ])('refuses %s and creates no account', async (_label, consent) => {
    const person = newcomer();
    const answer = await call(t, 'POST', '/api/auth/sign-up/email', undefined, { ...person, ...consent });
    expectError(answer, 400, 'TERMS_NOT_ACCEPTED', 'Please confirm the terms to create an account.');
    expect(await storedUser(person.email)).toBeUndefined();
    expect((await t.outbox()).some((m) => m.to.includes(person.email))).toBe(false);
  });

  it('refuses a caller who tries to set the time of the confirmation', async () => {
    const person = newcomer();
    const answer = await call(t, 'POST', '/api/auth/sign-up/email', undefined, {
      ...person,
      accept_terms: true,
      termsAcceptedAt: '2001-01-01T00:00:00.000Z',
    });
    expect(answer.status).toBe(400);
    expect(await storedUser(person.email)).toBeUndefined();
  });

  it('records when the terms were confirmed', async () => {
    const person = newcomer();
    const before = Date.now();
    const answer = await call(t, 'POST', '/api/auth/sign-up/email', undefined, {
      ...person,
      accept_terms: true,
    });
    expect(answer.status).toBe(200);
    const stamped = (await storedUser(person.email))?.termsAcceptedAt?.getTime() ?? 0;
    expect(stamped).toBeGreaterThanOrEqual(before - 1000);
    expect(stamped).toBeLessThanOrEqual(Date.now() + 1000);
  });
});

describe('the verification link and the first session', () => {
  it('signs the member in, and greets only the first session as a welcome', async () => {
    const person = newcomer();
    await call(t, 'POST', '/api/auth/sign-up/email', undefined, { ...person, accept_terms: true });
    const verify = await t.request(await verificationPath(person.email), { redirect: 'manual' });
    expect(verify.status).toBe(302);
    const cookie = cookieFrom(verify);
    const me = await call(t, 'GET', '/api/me', cookie);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ user: { email: person.email, email_verified: true }, profile: null });
    expect((await storedUser(person.email))?.welcomedAt).toBeInstanceOf(Date);

    const signIn = await call(t, 'POST', '/api/auth/sign-in/email', undefined, person);
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ first_sign_in: false });
  });

  it('answers first_sign_in: true to the first sign-in only, with the session cookie kept', async () => {
    const member = await buildMember(t.db);
    const first = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: member.email, password: member.password },
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ first_sign_in: true, user: { email: member.email } });
    expect((await call(t, 'GET', '/api/me', cookieFrom(first))).status).toBe(200);
    const second = await call(t, 'POST', '/api/auth/sign-in/email', undefined, {
      email: member.email,
      password: member.password,
    });
    expect(second.body).toMatchObject({ first_sign_in: false });
  });
});

describe('Resend verification e-mail', () => {
  const resend = (email: string, ip: string) =>
    t.request('/api/auth/send-verification-email', {
      method: 'POST',
      json: { email, callbackURL: '/auth?verified=1' },
      ip,
    });

  it('sends a new link to an unverified member, and answers the same for any address', async () => {
    const person = newcomer();
    await call(t, 'POST', '/api/auth/sign-up/email', undefined, { ...person, accept_terms: true });
    const verified = await buildMember(t.db);
    const mailsBefore = (await t.outbox()).length;
    const answers = await Promise.all(
      [person.email, 'nobody-here@example.com', verified.email].map(async (email, i) => {
        const response = await resend(email, `192.0.2.${10 + i}`);
        return { status: response.status, body: await response.json() };
      }),
    );
    expect(answers).toEqual([0, 1, 2].map(() => ({ status: 200, body: { status: true } })));
    const newMails = (await t.outbox()).slice(mailsBefore);
    expect(newMails.map((m) => m.to)).toEqual([expect.stringContaining(person.email)]);
    expect((await t.request(await verificationPath(person.email), { redirect: 'manual' })).status).toBe(302);
  });

  it('sends at most three a member in ten minutes, whoever asks, known address or not', async () => {
    for (const email of [newcomer().email, 'unknown-resend@example.com']) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await resend(email, `198.51.100.${i + 1}`)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
  });
});
