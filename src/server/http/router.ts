import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { Env, MiddlewareHandler } from 'hono';
import type { TRole } from '../../shared/roles.ts';
import { requireAccount, requireRole, requireSignedIn } from '../auth/middleware.ts';
import type { AppEnv, SignedInEnv, StaffEnv } from './app-env.ts';
import { errorBody, fieldsFromIssues } from './errors.ts';

/**
 * The kinds of feature router. Each validates the same way (a 400 in the API's error shape,
 * listing the fields); they differ in who may call their routes:
 * - createRouter(): anyone; handlers read c.var.viewer, null for a visitor.
 * - signedInRouter(): members; visitors get 401 and guardian accounts 403 before the route runs, and
 *   c.var.viewer is never null.
 * - accountRouter(): any signed-in account, guardian accounts included (their few routes).
 * - staffRouter(role): members with that role or above; 401 / 403 before the route runs, and c.var.role
 *   holds the role that was checked.
 * The guard is put in front of every route registered with openapi(), one route at a time: a Hono
 * `use('*')` on a router mounted at '/' would reach every other router's routes too.
 */
function newRouter<E extends Env>() {
  return new OpenAPIHono<E>({
    defaultHook: (result, c) => {
      if (result.success) return;
      return c.json(
        errorBody('VALIDATION_FAILED', 'Some fields are not valid.', fieldsFromIssues(result.error.issues)),
        400,
      );
    },
  });
}

export function createRouter() {
  return newRouter<AppEnv>();
}

const asList = (middleware: RouteConfig['middleware']): MiddlewareHandler[] =>
  middleware === undefined ? [] : Array.isArray(middleware) ? middleware : [middleware];

const UNGUARDED = ['get', 'post', 'put', 'patch', 'delete', 'options', 'all', 'use'] as const;

/**
 * A router whose every openapi() route runs `guard` first, before the route's own middleware. Plain
 * routes and middleware would not be guarded, so registering one throws at start-up.
 */
function guardedRouter<E extends Env>(guard: MiddlewareHandler) {
  const router = newRouter<E>();
  const register = router.openapi.bind(router);
  router.openapi = ((route, handler, hook) =>
    register(
      { ...route, middleware: [guard, ...asList(route.middleware)] },
      handler,
      hook,
    )) as typeof register;
  for (const method of UNGUARDED) {
    router[method] = () => {
      throw new Error(`A guarded router registers OpenAPI routes only (openapi()), not ${method}().`);
    };
  }
  return router;
}

/** Routes for signed-in members (see above); a guardian account gets 403 GUARDIAN_ACCOUNT. */
export function signedInRouter() {
  return guardedRouter<SignedInEnv>(requireSignedIn);
}

/**
 * Routes for any signed-in account, members and guardian accounts alike (issue 23 item 5): the
 * guardian's read-only routes, /api/me, sign-out everywhere, notices. c.var.viewer is the account;
 * `viewer.accountKind` says which.
 */
export function accountRouter() {
  return guardedRouter<SignedInEnv>(requireAccount);
}

/** Routes for staff at `role` or above (see above); `refusal` is the 403's message when a route's spec names one. */
export function staffRouter(role: TRole, refusal?: string) {
  return guardedRouter<StaffEnv>(requireRole(role, refusal));
}
