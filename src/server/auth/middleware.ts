import { createMiddleware } from 'hono/factory';
import { hasRole, type Role } from '../../shared/roles.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { roleOf } from './roles.ts';

/** Resolves the session once per request; routes read c.var.viewer. */
export const loadViewer = createMiddleware<AppEnv>(async (c, next) => {
  const { auth, db, log } = c.var.deps;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (session) {
    const role = await roleOf(db, session.user.id, log);
    c.set('viewer', { id: session.user.id, email: session.user.email, name: session.user.name, role });
  } else {
    c.set('viewer', null);
  }
  await next();
});

export const requireSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.viewer) throw unauthorized();
  await next();
});

/** 401 for anonymous callers, 403 for members below the required role. */
export const requireRole = (required: Role) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const viewer = c.var.viewer;
    if (!viewer) throw unauthorized();
    if (!hasRole(viewer.role, required)) throw forbidden(`This needs the ${required} role.`);
    await next();
  });
