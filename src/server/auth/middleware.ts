import { createMiddleware } from 'hono/factory';
import { hasRole, type Role } from '../../shared/roles.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { roleOf } from './roles.ts';
import { sessionCookieKey } from './session-cookie.ts';

/**
 * Resolves the session once per request (through the session cache, session-cache.ts); routes read
 * c.var.viewer. The role is read from the database by what needs it (requireRole, /api/me), on every
 * such request, so a demotion counts at once and other requests skip the query.
 */
export const loadViewer = createMiddleware<AppEnv>(async (c, next) => {
  const { auth, sessions } = c.var.deps;
  const cookieKey = sessionCookieKey(c.req.header('Cookie'));
  const session = cookieKey
    ? await sessions.resolve(cookieKey, async () => {
        const found = await auth.api.getSession({ headers: c.req.raw.headers });
        if (!found) return null;
        const { user } = found;
        const expiresAt = new Date(found.session.expiresAt).getTime();
        return { userId: user.id, email: user.email, name: user.name, expiresAt };
      })
    : null;
  c.set('viewer', session ? { id: session.userId, email: session.email, name: session.name } : null);
  await next();
});

/** 401 for anonymous callers. The routers of http/router.ts put it before every guarded route. */
export const requireSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.viewer) throw unauthorized();
  await next();
});

/**
 * 401 for anonymous callers, 403 for members below the required role (with `refusal` as its message);
 * otherwise the role read now is c.var.role. A staffRouter(role) puts it before every route it holds.
 */
export const requireRole = (required: Role, refusal = `This needs the ${required} role.`) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const viewer = c.var.viewer;
    if (!viewer) throw unauthorized();
    const { db, log } = c.var.deps;
    const role = await roleOf(db, viewer.id, log);
    if (!hasRole(role, required)) throw forbidden(refusal);
    c.set('role', role);
    await next();
  });
