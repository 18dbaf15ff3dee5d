import type { OutboxMail } from './outbox.ts';
import type { TestApp } from './test-app.ts';

/** The short link (https://site/l/<code>) a verification or reset mail shows, if it has one. */
export const shortLinkIn = (mail: OutboxMail | undefined): string | undefined =>
  mail?.links.find((link) => new URL(link).pathname.startsWith('/l/'));

/**
 * Follows the mail's short link one hop, as a member's click does, and answers where it led: the
 * absolute URL of better-auth's own link (the mail itself no longer carries it).
 */
export async function followShortLink(t: TestApp, mail: OutboxMail | undefined): Promise<string> {
  const short = shortLinkIn(mail);
  if (!short) throw new Error(`no short link in the mail '${mail?.subject ?? '(no mail)'}'`);
  const hop = await t.request(new URL(short).pathname, { redirect: 'manual' });
  const location = hop.headers.get('location');
  if (hop.status !== 302 || !location) throw new Error(`${short} answered ${hop.status}, not a redirect`);
  return new URL(location, short).href;
}

/** Asks for a password reset for `email` and answers better-auth's reset link the mail leads to. */
export async function requestResetLink(t: TestApp, email: string): Promise<URL> {
  await t.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email, redirectTo: '/reset-password' },
  });
  return new URL(
    await followShortLink(
      t,
      (await t.outbox()).find((m) => m.to === email),
    ),
  );
}
