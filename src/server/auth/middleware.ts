import { createMiddleware } from 'hono/factory';
import { hasRole, type Role } from '../../shared/roles.ts';
import { ApiError, forbidden, unauthorized } from '../http/errors.ts';
import type { AppEnv, Viewer } from '../http/app-env.ts';
import { roleOf } from './roles.ts';
import { sessionCookieKey } from './session-cookie.ts';

/**
 * Resolves the session once per request (through the session cache, session-cache.ts); routes read
 * c.var.viewer (a member) or, on an accountRouter(), any account. The account kind comes with the user
 * (better-auth additionalFields), so it costs no query. The role is read from the database by what
 * needs it (requireRole, /api/me), on every such request, so a demotion counts at once and other
 * requests skip the query.
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
        const accountKind = user.accountKind === 'guardian' ? 'guardian' : 'member';
        return { userId: user.id, email: user.email, name: user.name, accountKind, expiresAt };
      })
    : null;
  const account: Viewer | null = session
    ? { id: session.userId, email: session.email, name: session.name, accountKind: session.accountKind }
    : null;
  c.set('account', account);
  // A guardian account sees what a visitor sees everywhere but on its own routes (accountRouter()).
  c.set('viewer', account?.accountKind === 'member' ? account : null);
  await next();
});

/** What a guardian account is told on a member's route (issue 23 item 5). */
export const guardianAccountRefused = () =>
  new ApiError(
    403,
    'GUARDIAN_ACCOUNT',
    "This is a guardian account: it can read the conversations of the members who confirmed you as their guardian, and nothing else. Create a member account to use Mithaq's other features.",
  );

/** 401 for visitors, 403 for guardian accounts: the guard of every signedInRouter() route. */
export const requireSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.viewer) throw c.var.account ? guardianAccountRefused() : unauthorized();
  await next();
});

/**
 * 401 for visitors; members and guardian accounts pass, and c.var.viewer is the account (the guard of
 * accountRouter(): the guardian's own routes, /api/me, sign-out everywhere, notices).
 */
export const requireAccount = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.account) throw unauthorized();
  c.set('viewer', c.var.account);
  await next();
});

/**
 * 401 for anonymous callers, 403 for members below the required role (with `refusal` as its message);
 * otherwise the role read now is c.var.role. A staffRouter(role) puts it before every route it holds.
 */
export const requireRole = (required: Role, refusal = `This needs the ${required} role.`) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const viewer = c.var.viewer;
    if (!viewer) throw c.var.account ? guardianAccountRefused() : unauthorized();
    const { db, log } = c.var.deps;
    const role = await roleOf(db, viewer.id, log);
    if (!hasRole(role, required)) throw forbidden(refusal);
    c.set('role', role);
    await next();
  });
