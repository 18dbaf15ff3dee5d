import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app-env.ts';
import { clientIp } from '../http/client-ip.ts';
import { sendError } from '../http/errors.ts';
import { hitRateLimit, refundRateLimit, type RateRule } from '../http/rate-limit.ts';

export const AUTH_RATE_RULE: RateRule = { max: 10, windowSeconds: 60 };
/** A verification or reset e-mail can be asked for again, but nobody's inbox is flooded with them. */
export const MAIL_PER_ADDRESS_RULE: RateRule = { max: 3, windowSeconds: 600 };
/** Past the account's limit, each guess from a fresh address waits this much longer, up to the cap. */
export const SLOW_DOWN_STEP_MS = 400;
export const SLOW_DOWN_MAX_MS = 4000;

/**
 * - `hard`: past the rule, 429.
 * - `account`: past the rule, only an address that already guessed this account in the window is
 *   refused; any other is slowed down and then let through, so nobody can lock the owner out by
 *   guessing their password from elsewhere (guessing stays slow: every further guess waits longer).
 */
type Limit = { key: string; rule: RateRule; kind: 'hard' | 'account' };

type Throttle = {
  limits: (who: { ip: string; email: string | undefined; session: string | undefined }) => Limit[];
  /**
   * Password checks count guesses, not visits: every attempt holds its place in the counters while
   * it runs (so parallel guesses cannot slip past), and one that proved the password gives it back.
   * Twenty members of one household or office signing in within a minute are then never refused.
   */
  refundWhen?: (status: number) => boolean;
};

const hard = (key: string, rule: RateRule = AUTH_RATE_RULE): Limit => ({ key, rule, kind: 'hard' });

const perIpAndAccount =
  (name: string, accountRule: RateRule = AUTH_RATE_RULE): Throttle['limits'] =>
  ({ ip, email }) => [
    hard(`ip:${name}:${ip}`),
    ...(email ? [hard(`account:${name}:${email}`, accountRule)] : []),
  ];

/** change-password and verify-password carry no e-mail: the session stands for the account. */
const perIpAndSession =
  (name: string): Throttle['limits'] =>
  ({ ip, session }) => [hard(`ip:${name}:${ip}`), ...(session ? [hard(`session:${name}:${session}`)] : [])];

const THROTTLES: Record<string, Throttle> = {
  '/api/auth/sign-in/email': {
    limits: ({ ip, email }) => [
      hard(`ip:sign-in:${ip}`),
      ...(email
        ? [
            hard(`account-ip:sign-in:${email}:${ip}`),
            { key: `account:sign-in:${email}`, rule: AUTH_RATE_RULE, kind: 'account' as const },
          ]
        : []),
    ],
    // 403 is "e-mail not verified", answered only to the right password.
    refundWhen: (status) => status < 400 || status === 403,
  },
  '/api/auth/change-password': { limits: perIpAndSession('change-password'), refundWhen: (s) => s < 400 },
  '/api/auth/verify-password': { limits: perIpAndSession('verify-password'), refundWhen: (s) => s < 400 },
  '/api/auth/sign-up/email': { limits: perIpAndAccount('sign-up') },
  '/api/auth/request-password-reset': {
    limits: perIpAndAccount('request-password-reset', MAIL_PER_ADDRESS_RULE),
  },
  '/api/auth/reset-password': { limits: perIpAndAccount('reset-password') },
  '/api/auth/send-verification-email': {
    limits: perIpAndAccount('send-verification-email', MAIL_PER_ADDRESS_RULE),
  },
};

async function emailFromBody(request: Request): Promise<string | undefined> {
  try {
    const body: unknown = JSON.parse(await request.clone().text());
    if (body && typeof body === 'object' && 'email' in body && typeof body.email === 'string') {
      // A control character is no address (the route refuses it); it must not reach a counter's key.
      if (/\p{Cc}/u.test(body.email)) return undefined;
      return body.email.trim().toLowerCase().slice(0, 320);
    }
  } catch {
    // Malformed bodies are better-auth's to reject; they still count against the IP.
  }
  return undefined;
}

/** A key for the session behind the request (never the cookie itself: keys are stored). */
function sessionKey(c: Context<AppEnv>): string | undefined {
  const cookie = c.req.header('cookie');
  return cookie ? createHash('sha256').update(cookie).digest('base64url').slice(0, 32) : undefined;
}

const tooMany = (c: Context<AppEnv>, retryAfterSeconds: number) => {
  c.header('Retry-After', String(retryAfterSeconds));
  return sendError(c, 429, 'RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.');
};

/** Auth endpoints that guess or spam are limited per IP and per account (or session). */
export const authThrottle = createMiddleware<AppEnv>(async (c, next) => {
  const throttle = c.req.method === 'POST' ? THROTTLES[c.req.path] : undefined;
  if (!throttle) return next();
  const { db, config } = c.var.deps;
  const limits = throttle.limits({
    ip: clientIp(c, config.trustProxy),
    email: await emailFromBody(c.req.raw),
    session: sessionKey(c),
  });
  const held: string[] = [];
  let addressGuessedBefore = false;
  let slowDownMs = 0;
  for (const { key, rule, kind } of limits) {
    const result = await hitRateLimit(db, key, rule);
    held.push(key);
    if (key.startsWith('account-ip:')) addressGuessedBefore = result.count > 1;
    if (result.allowed) continue;
    if (kind === 'hard' || addressGuessedBefore) return tooMany(c, result.retryAfterSeconds);
    slowDownMs = Math.min(SLOW_DOWN_MAX_MS, (result.count - rule.max) * SLOW_DOWN_STEP_MS);
  }
  if (slowDownMs > 0) await sleep(slowDownMs);
  await next();
  if (throttle.refundWhen?.(c.res.status)) {
    await Promise.all(held.map((key) => refundRateLimit(db, key)));
  }
});
