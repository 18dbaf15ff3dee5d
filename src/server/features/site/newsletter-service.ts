import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { NEWSLETTER_TEXTS } from '../../../shared/site/site-contract.ts';
import { newsletterSubscribers as subscribers } from '../../db/schema/index.ts';
import type { Deps } from '../../http/app-env.ts';
import { ApiError, rateLimited } from '../../http/errors.ts';
import { hitRateLimit, type RateRule } from '../../http/rate-limit.ts';
import { newsletterConfirmMail } from '../../infra/mail-templates.ts';

type NewsletterDeps = Pick<Deps, 'db' | 'mailer' | 'log' | 'config'>;

export const NEWSLETTER_RATE_RULE: RateRule = { max: 10, windowSeconds: 600 };
/** A pending or unsubscribed address gets at most one confirm mail per this many minutes. */
export const NEWSLETTER_RESEND_MINUTES = 10;
const CONFIRM_VALID_DAYS = 7;

/** 32 random bytes, base64url: the 43 characters ZNewsletterToken accepts. */
const newToken = () => randomBytes(32).toString('base64url');
/** Only hashes are stored, so a leaked table cannot confirm or unsubscribe anyone. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const invalidLink = () => new ApiError(400, 'INVALID_TOKEN', NEWSLETTER_TEXTS.invalidLink);

/**
 * New address: a pending row. Pending or unsubscribed address whose last mail is older than the resend
 * window: back to pending with new tokens. Confirmed, or mailed recently: nothing happens. It is one
 * `insert ... on conflict do update ... where`, so two simultaneous requests cannot both send a mail;
 * a row comes back exactly when a mail is due. The caller answers the same in every case.
 *
 * The unsubscribe token is regenerated with every mail too: only its hash is kept and the new mail
 * needs the raw token, so links in older mails of that address stop working.
 */
export async function subscribe(deps: NewsletterDeps, rawEmail: string, ip: string): Promise<void> {
  const limit = await hitRateLimit(deps.db, `newsletter:ip:${ip}`, NEWSLETTER_RATE_RULE);
  if (!limit.allowed) throw rateLimited(NEWSLETTER_TEXTS.tooMany, limit.retryAfterSeconds);

  const email = rawEmail.trim().toLowerCase();
  const confirmToken = newToken();
  const unsubscribeToken = newToken();
  const confirmTokenHash = hashToken(confirmToken);
  const fresh = {
    status: 'pending',
    confirmTokenHash,
    confirmExpiresAt: sql`now() + make_interval(days => ${CONFIRM_VALID_DAYS})`,
    unsubscribeTokenHash: hashToken(unsubscribeToken),
    lastMailSentAt: sql`now()`,
  };
  const [row] = await deps.db
    .insert(subscribers)
    .values({ email, ...fresh })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: { ...fresh, confirmedAt: null, unsubscribedAt: null, updatedAt: sql`now()` },
      setWhere: sql`${subscribers.status} <> 'confirmed' and (${subscribers.lastMailSentAt} is null
        or ${subscribers.lastMailSentAt} <= now() - make_interval(mins => ${NEWSLETTER_RESEND_MINUTES}))`,
    })
    .returning({ id: subscribers.id });
  if (!row) return;

  const base = deps.config.publicUrl;
  try {
    const mail = await newsletterConfirmMail(
      email,
      `${base}/newsletter/confirm?token=${confirmToken}`,
      `${base}/newsletter/unsubscribe?token=${unsubscribeToken}`,
    );
    await deps.mailer.send(mail);
  } catch (error) {
    deps.log.error({ err: error, subscriberId: row.id }, 'newsletter confirm mail failed');
    await releaseResendWindow(deps, row.id, confirmTokenHash);
  }
}

/** After a failed mail the address may ask again at once instead of waiting out the resend window. */
async function releaseResendWindow(deps: NewsletterDeps, id: string, confirmTokenHash: string) {
  try {
    await deps.db
      .update(subscribers)
      .set({ lastMailSentAt: null })
      .where(and(eq(subscribers.id, id), eq(subscribers.confirmTokenHash, confirmTokenHash)));
  } catch (error) {
    deps.log.error({ err: error, subscriberId: id }, 'newsletter resend window not released');
  }
}

/**
 * A pending row with this unexpired confirm token becomes confirmed and the token is cleared, so using
 * the link again is an invalid link like any unknown, expired or forged token.
 */
export async function confirmSubscription(deps: NewsletterDeps, token: string): Promise<void> {
  const rows = await deps.db
    .update(subscribers)
    .set({
      status: 'confirmed',
      confirmedAt: sql`now()`,
      confirmTokenHash: null,
      confirmExpiresAt: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(subscribers.confirmTokenHash, hashToken(token)),
        eq(subscribers.status, 'pending'),
        gt(subscribers.confirmExpiresAt, sql`now()`),
      ),
    )
    .returning({ id: subscribers.id });
  if (rows.length === 0) throw invalidLink();
}

/**
 * Idempotent: the unsubscribe token is kept, so the link works again (and keeps the first
 * unsubscribed_at). A pending confirm link dies with it.
 */
export async function unsubscribe(deps: NewsletterDeps, token: string): Promise<void> {
  const rows = await deps.db
    .update(subscribers)
    .set({
      status: 'unsubscribed',
      unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, now())`,
      confirmTokenHash: null,
      confirmExpiresAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(subscribers.unsubscribeTokenHash, hashToken(token)))
    .returning({ id: subscribers.id });
  if (rows.length === 0) throw invalidLink();
}
