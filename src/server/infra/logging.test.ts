import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { buildMember, cookieFrom } from '../../../tests/support/factories/members.ts';
import { followShortLink, requestResetLink, shortLinkIn } from '../../../tests/support/mail-links.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({}, createLogger('debug', sink));
});
afterAll(async () => {
  await t.close();
});

it('logs requests without passwords, tokens or cookies', async () => {
  const password = 'very-secret-password-42';
  const email = 'logged@example.com';
  await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { name: 'Logged Person', email, password, accept_terms: true },
  });
  const mail = (await t.outbox()).find((m) => m.to === email);
  const code = new URL(shortLinkIn(mail)!).pathname.slice('/l/'.length);
  const link = await followShortLink(t, mail);
  const token = new URL(link).searchParams.get('token')!;
  await t.request(new URL(link).pathname + new URL(link).search, { redirect: 'manual' });
  const signedIn = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
  const cookie = cookieFrom(signedIn);
  await t.request('/api/me', { cookie });

  const log = lines.join('');
  expect(log).toContain('"path":"/api/auth/sign-in/email"');
  expect(log).toContain('"path":"/api/auth/verify-email"');
  expect(log).toContain('"path":"/l/[redacted]"');
  expect(log).not.toContain(password);
  expect(token.length).toBeGreaterThan(20);
  // The outbox mailer logs the link on purpose (the development outbox); request logs never do.
  const requestLines = lines.filter((l) => l.includes('"msg":"request"'));
  expect(requestLines.length).toBeGreaterThanOrEqual(4);
  expect(requestLines.join('')).not.toContain(token);
  expect(code).toHaveLength(22);
  expect(requestLines.join('')).not.toContain(code);
  const cookieValue = cookie.split('=')[1]!.split('.')[0]!;
  expect(log).not.toContain(cookieValue);
});

it("logs better-auth's reset link without the token in its path", async () => {
  const member = await buildMember(t.db, { email: 'reset-logged@example.com' });
  await t.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email: member.email, redirectTo: '/reset-password' },
  });
  const link = await followShortLink(
    t,
    (await t.outbox()).find((m) => m.to === member.email),
  );
  const token = new URL(link).pathname.split('/').at(-1)!;
  expect(token.length).toBeGreaterThan(20);
  const before = lines.length;
  await t.request(new URL(link).pathname + new URL(link).search, { redirect: 'manual' });

  const requestLines = lines.slice(before).filter((l) => l.includes('"msg":"request"'));
  expect(requestLines.join('')).toContain('"path":"/api/auth/reset-password/[redacted]"');
  expect(requestLines.join('')).not.toContain(token);
});

it('never logs a live reset token, through the whole reset or a mangled link', async () => {
  const member = await buildMember(t.db, { email: 'reset-whole@example.com' });
  const before = lines.length;
  const link = await requestResetLink(t, member.email);
  const token = link.pathname.split('/').at(-1)!;
  expect(token.length).toBeGreaterThan(20);
  // A token with a slash or a segment after it, as a mail client may mangle the link.
  await t.request(`${link.pathname}/${link.search}`, { redirect: 'manual' });
  await t.request(`${link.pathname}/extra${link.search}`, { redirect: 'manual' });
  await t.request(`${link.pathname}%00${link.search}`, { redirect: 'manual' });
  const follow = await t.request(link.pathname + link.search, { redirect: 'manual' });
  expect(follow.status).toBe(302);
  const reset = await t.request('/api/auth/reset-password', {
    method: 'POST',
    json: { newPassword: 'brand-new-77', token },
  });
  expect(reset.status).toBe(200);
  // Used once: a second try is refused, and that refusal does not log it either.
  await t.request('/api/auth/reset-password', {
    method: 'POST',
    json: { newPassword: 'again-new-77', token },
  });

  const logged = lines.slice(before).join('');
  expect(logged).toContain('"path":"/api/auth/reset-password/[redacted]"');
  expect(logged).toContain('"path":"/api/auth/reset-password"');
  expect(logged).not.toContain(token);
});
