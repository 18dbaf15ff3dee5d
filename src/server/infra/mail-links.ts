import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailLinks } from '../db/schema/index.ts';

/**
 * What an e-mailed short link stands for: how long it works (the token behind it lives as long:
 * auth/auth.ts passes the same numbers to better-auth) and where a click after that leads, the
 * web's own page that says the link expired and offers a new one.
 */
export const MAIL_LINK_KINDS = {
  'verify-email': { seconds: 24 * 3600, expiredPath: '/auth?error=token_expired' },
  'reset-password': { seconds: 3600, expiredPath: '/reset-password?error=INVALID_TOKEN' },
} as const;
export type MailLinkKind = keyof typeof MAIL_LINK_KINDS;

/** Expired rows answer 'expired' this long, then go (with the next link made). */
const KEEP_EXPIRED_DAYS = 30;
/** 128 random bits: 22 base64url characters. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const MAIL_LINK_PATH = '/l/';

const idOf = (code: string) => createHash('sha256').update(code).digest('base64url');
const keyOf = (code: string) => Buffer.from(hkdfSync('sha256', code, '', 'mithaq mail link', 32));

function seal(code: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(code), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

function unseal(code: string, sealed: string): string | null {
  const [iv, body, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(code), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * A short link on the target's own origin (`https://site/l/<code>`) that leads to the target until the
 * kind's lifetime ends. Only the target's path and query are kept, so following a link can only ever
 * stay on the site that sent it.
 */
export async function createMailLink(db: Db, target: string, kind: MailLinkKind): Promise<string> {
  const url = new URL(target);
  const code = randomBytes(16).toString('base64url');
  await db
    .delete(mailLinks)
    .where(lt(mailLinks.expiresAt, sql`now() - make_interval(days => ${KEEP_EXPIRED_DAYS})`));
  await db.insert(mailLinks).values({
    id: idOf(code),
    kind,
    sealedTarget: seal(code, `${url.pathname}${url.search}`),
    expiresAt: sql`now() + make_interval(secs => ${MAIL_LINK_KINDS[kind].seconds})`,
  });
  return `${url.origin}${MAIL_LINK_PATH}${code}`;
}

export type MailLinkOutcome =
  { kind: 'redirect'; location: string } | { kind: 'expired'; location: string } | { kind: 'unknown' };

/** Where a short link's code leads now: its target, the kind's expired page, or nowhere. */
export async function followMailLink(db: Db, code: string): Promise<MailLinkOutcome> {
  if (!CODE_PATTERN.test(code)) return { kind: 'unknown' };
  const [row] = await db
    .select({
      kind: mailLinks.kind,
      sealedTarget: mailLinks.sealedTarget,
      expired: sql<boolean>`${mailLinks.expiresAt} <= now()`,
    })
    .from(mailLinks)
    .where(eq(mailLinks.id, idOf(code)));
  if (!row) return { kind: 'unknown' };
  if (row.expired)
    return { kind: 'expired', location: MAIL_LINK_KINDS[row.kind as MailLinkKind].expiredPath };
  const location = unseal(code, row.sealedTarget);
  return location ? { kind: 'redirect', location } : { kind: 'unknown' };
}
