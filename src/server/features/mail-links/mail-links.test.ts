import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailLinks, verifications } from '../../db/schema/index.ts';
import { createMailLink } from '../../infra/mail-links.ts';
import { buildMember, cookieFrom, isVerified } from '../../../../tests/support/factories/members.ts';
import { followShortLink, shortLinkIn } from '../../../../tests/support/mail-links.ts';
import type { OutboxMail } from '../../../../tests/support/outbox.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

const APP_PAGE =
  '<!doctype html><html><head><title>Mithaq</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The built web app: its router shows the not-found page for an unknown short link.
  await mkdir(join(t.config.dataDir, 'web'), { recursive: true });
  await writeFile(join(t.config.dataDir, 'web', 'index.html'), APP_PAGE);
});
afterAll(async () => {
  await t.close();
});

let sequence = 0;
async function signUpMail(): Promise<{ email: string; mail: OutboxMail }> {
  sequence += 1;
  const email = `short-link-${sequence}@example.test`;
  const response = await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: {
      name: 'Maryam Idris',
      email,
      password: 'amber-lantern-12',
      accept_terms: true,
      callbackURL: '/auth?verified=1',
    },
  });
  expect(response.status).toBe(200);
  const mail = (await t.outbox()).find((m) => m.to === email);
  expect(mail).toBeDefined();
  return { email, mail: mail! };
}

async function resetMail(): Promise<OutboxMail> {
  const member = await buildMember(t.db);
  const ask = await t.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email: member.email, redirectTo: '/reset-password' },
  });
  expect(ask.status).toBe(200);
  return (await t.outbox()).find((m) => m.to === member.email)!;
}

const codeOf = (mail: OutboxMail) => new URL(shortLinkIn(mail)!).pathname.slice('/l/'.length);
/** The row of a code, found as the server finds it: by the code's SHA-256, never the code itself. */
const rowOf = async (code: string) =>
  (
    await t.db
      .select()
      .from(mailLinks)
      .where(eq(mailLinks.id, createHash('sha256').update(code).digest('base64url')))
  )[0];
const expire = (code: string) =>
  t.db
    .update(mailLinks)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(mailLinks.id, createHash('sha256').update(code).digest('base64url')));
const follow = (code: string) => t.request(`/l/${code}`, { redirect: 'manual' });
const htmlPart = (raw: string) => raw.slice(raw.indexOf('Content-Type: text/html'));
const textPart = (raw: string) =>
  raw.slice(raw.indexOf('Content-Type: text/plain'), raw.indexOf('Content-Type: text/html'));

describe('the short link in a verification e-mail', () => {
  it('leads to a verified, signed-in account: button and text part carry it, never the token', async () => {
    const { email, mail } = await signUpMail();
    const short = shortLinkIn(mail)!;
    expect(short).toMatch(new RegExp(`^${t.config.publicUrl}/l/[A-Za-z0-9_-]{22}$`));
    // React Email's button: one link, its label inside (with Outlook's spacing around it).
    expect(htmlPart(mail.raw)).toMatch(new RegExp(`<a href="${short}"[^>]*>(?:(?!</a>).)*Verify my e-mail`));
    expect(textPart(mail.raw)).toContain(`Verify my e-mail: ${short}`);
    expect(mail.raw).not.toContain('verify-email');
    expect(new Set(mail.links)).toEqual(new Set([short, t.config.publicUrl]));

    const hop = await follow(codeOf(mail));
    expect(hop.status).toBe(302);
    expect(hop.headers.get('cache-control')).toBe('no-store');
    const target = hop.headers.get('location')!;
    // Path and query only: a short link can only ever lead within the site that sent it.
    expect(target).toMatch(/^\/api\/auth\/verify-email\?token=/);
    expect(await isVerified(t.db, email)).toBe(false);

    const verify = await t.request(target, { redirect: 'manual' });
    expect(verify.status).toBe(302);
    expect(await isVerified(t.db, email)).toBe(true);
    expect(cookieFrom(verify)).toMatch(/mithaq\.session_token=/);
  });

  it('keeps neither the code nor the token readable in the table, and lives as long as the token', async () => {
    const { mail } = await signUpMail();
    const code = codeOf(mail);
    const target = new URL(await followShortLink(t, mail));
    const token = target.searchParams.get('token')!;
    const row = await rowOf(code);
    expect(row).toBeDefined();
    expect(row!.kind).toBe('verify-email');
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain('verify-email?');
    // The JWT's own expiry and the row's agree (both 24 hours from the mail).
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number };
    expect(Math.abs(row!.expiresAt.getTime() - claims.exp * 1000)).toBeLessThan(10_000);
  });

  it('once expired leads to the sign-in page that says so, not to the token', async () => {
    const { email, mail } = await signUpMail();
    await expire(codeOf(mail));
    const hop = await follow(codeOf(mail));
    expect(hop.status).toBe(302);
    expect(hop.headers.get('location')).toBe('/auth?error=token_expired');
    expect(await isVerified(t.db, email)).toBe(false);
  });
});

describe('the short link in a password reset e-mail', () => {
  it("leads to better-auth's reset link and expires with its token", async () => {
    const mail = await resetMail();
    expect(mail.raw).not.toContain('/api/auth/reset-password/');
    const target = await followShortLink(t, mail);
    const token = new URL(target).pathname.split('/').at(-1)!;
    expect(new URL(target).pathname).toBe(`/api/auth/reset-password/${token}`);

    const row = await rowOf(codeOf(mail));
    const [verification] = await t.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect(verification).toBeDefined();
    expect(Math.abs(row!.expiresAt.getTime() - verification!.expiresAt.getTime())).toBeLessThan(10_000);
  });

  it('once expired leads to the reset page that offers a new link', async () => {
    const mail = await resetMail();
    await expire(codeOf(mail));
    const hop = await follow(codeOf(mail));
    expect(hop.status).toBe(302);
    expect(hop.headers.get('location')).toBe('/reset-password?error=INVALID_TOKEN');
  });
});

describe('GET /l/:code', () => {
  it("answers an unknown code with the web app's page and status 404", async () => {
    for (const code of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', 'x'.repeat(200)]) {
      const response = await follow(code);
      expect(response.status).toBe(404);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });

  it('refuses a code that differs from a real one in one character', async () => {
    const { mail } = await signUpMail();
    const code = codeOf(mail);
    const other = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    expect((await follow(other)).status).toBe(404);
    expect((await follow(code)).status).toBe(302);
  });

  it('forgets links a month after they expired, when the next one is made', async () => {
    const { mail } = await signUpMail();
    const code = codeOf(mail);
    await t.db
      .update(mailLinks)
      .set({ expiresAt: sql`now() - interval '31 days'` })
      .where(eq(mailLinks.id, createHash('sha256').update(code).digest('base64url')));
    expect((await follow(code)).status).toBe(302); // still the expired page until then
    await createMailLink(t.db, `${t.config.publicUrl}/api/auth/verify-email?token=x`, 'verify-email');
    expect(await rowOf(code)).toBeUndefined();
    expect((await follow(code)).status).toBe(404);
  });
});
