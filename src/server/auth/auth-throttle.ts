import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app-env.ts';
import { clientIp } from '../http/client-ip.ts';
import { sendError } from '../http/errors.ts';
import { hitRateLimit, refundRateLimit, type RateRule } from '../http/rate-limit.ts';

export const AUTH_RATE_RULE: RateRule = { max: 10, windowSeconds: 60 };
/** A verification e-mail can be asked for again, but nobody's inbox is flooded with them. */
export const RESEND_VERIFICATION_RULE: RateRule = { max: 3, windowSeconds: 600 };

type Limit = { key: string; rule: RateRule };
type Throttle = {
  limits: (ip: string, email: string | undefined) => Limit[];
  /**
   * Sign-in counts guesses, not visits: every attempt holds its place in the counters while it runs (so
   * parallel guesses cannot slip past), and one that proved the password gives it back. Twenty members
   * of one household or office signing in within a minute are then never refused.
   */
  refundWhen?: (status: number) => boolean;
};

const perIpAndAccount =
  (name: string, accountRule: RateRule = AUTH_RATE_RULE) =>
  (ip: string, email: string | undefined): Limit[] => [
    { key: `ip:${name}:${ip}`, rule: AUTH_RATE_RULE },
    ...(email ? [{ key: `account:${name}:${email}`, rule: accountRule }] : []),
  ];

const THROTTLES: Record<string, Throttle> = {
  '/api/auth/sign-in/email': {
    limits: (ip, email) => [
      ...perIpAndAccount('sign-in')(ip, email),
      ...(email ? [{ key: `account-ip:sign-in:${email}:${ip}`, rule: AUTH_RATE_RULE }] : []),
    ],
    // 403 is "e-mail not verified", answered only to the right password.
    refundWhen: (status) => status < 400 || status === 403,
  },
  '/api/auth/sign-up/email': { limits: perIpAndAccount('sign-up') },
  '/api/auth/request-password-reset': { limits: perIpAndAccount('request-password-reset') },
  '/api/auth/reset-password': { limits: perIpAndAccount('reset-password') },
  '/api/auth/send-verification-email': {
    limits: perIpAndAccount('send-verification-email', RESEND_VERIFICATION_RULE),
  },
};

async function emailFromBody(request: Request): Promise<string | undefined> {
  try {
    const body: unknown = JSON.parse(await request.clone().text());
    if (body && typeof body === 'object' && 'email' in body && typeof body.email === 'string') {
      return body.email.trim().toLowerCase().slice(0, 320);
    }
  } catch {
    // Malformed bodies are better-auth's to reject; they still count against the IP.
  }
  return undefined;
}

/** Auth endpoints that guess or spam are limited per IP and per account (the e-mail in the body). */
export const authThrottle = createMiddleware<AppEnv>(async (c, next) => {
  const throttle = c.req.method === 'POST' ? THROTTLES[c.req.path] : undefined;
  if (!throttle) return next();
  const { db, config } = c.var.deps;
  const limits = throttle.limits(clientIp(c, config.trustProxy), await emailFromBody(c.req.raw));
  const held: string[] = [];
  for (const { key, rule } of limits) {
    const result = await hitRateLimit(db, key, rule);
    held.push(key);
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterSeconds));
      return sendError(c, 429, 'RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.');
    }
  }
  await next();
  if (throttle.refundWhen?.(c.res.status)) {
    await Promise.all(held.map((key) => refundRateLimit(db, key)));
  }
});
