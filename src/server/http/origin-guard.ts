import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { sendError } from './errors.ts';
import { addressedOrigin, isSameSite } from './same-site.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser always names the page's origin on a cross-site POST/PUT/PATCH/DELETE; refusing foreign
 * ones stops cross-site request forgery for every route, on top of SameSite=Lax cookies. Callers that
 * send no Origin (curl, payment webhooks) carry no ambient cookies, so they pass to the route's own checks.
 */
export const originGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || c.req.path.startsWith('/api/webhooks/')) return next();
  const origin = c.req.header('origin');
  const { config } = c.var.deps;
  const addressed = addressedOrigin(c.req.url, (name) => c.req.header(name), config.trustProxy);
  if (origin && !isSameSite(origin, config, addressed)) {
    return sendError(c, 403, 'FORBIDDEN_ORIGIN', 'Requests from another site are not accepted.');
  }
  return next();
});
