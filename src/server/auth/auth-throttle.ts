import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app-env.ts';
import { clientIp } from '../http/client-ip.ts';
import { sendError } from '../http/errors.ts';
import { hitRateLimit, type RateRule } from '../http/rate-limit.ts';

/** Auth endpoints that guess or spam: each is limited per IP and per account (the e-mail in the body). */
const THROTTLED_PATHS = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/send-verification-email',
]);

export const AUTH_RATE_RULE: RateRule = { max: 10, windowSeconds: 60 };

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

export const authThrottle = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'POST' || !THROTTLED_PATHS.has(c.req.path)) return next();
  const { db, config } = c.var.deps;
  const keys = [`ip:${c.req.path}:${clientIp(c, config.trustProxy)}`];
  const email = await emailFromBody(c.req.raw);
  if (email) keys.push(`account:${c.req.path}:${email}`);
  for (const key of keys) {
    const result = await hitRateLimit(db, key, AUTH_RATE_RULE);
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterSeconds));
      return sendError(c, 429, 'RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.');
    }
  }
  return next();
});
