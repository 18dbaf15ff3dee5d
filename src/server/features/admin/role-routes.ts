import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, json, jsonBody } from '../../http/openapi.ts';
import { createRouter, staffRouter } from '../../http/router.ts';
import {
  ADMIN_PAGE_MAX,
  ADMIN_TEXTS,
  ZAdminGrant,
  ZRoleChange,
  ZRolesQuery,
} from '../../../shared/admin/admin-contract.ts';
import { roleRefusalError } from './errors.ts';
import { ZRoleChangeReply, ZRolesPage } from './openapi-schemas.ts';
import { presentRoleChange, presentRolesPage } from './presenter.ts';
import { changeRole, grantAdminByEmail, listRoleAssignments, type RoleOutcome } from './roles-service.ts';

const tags = ['admin'];
const ZUserParam = z.object({ userId: z.string().min(1).max(128) });

const getRoles = createRoute({
  method: 'get',
  path: '/api/admin/roles',
  tags,
  summary:
    'The roles with their levels, and every role row (who has which role, who assigned it and when), newest first.',
  request: { query: ZRolesQuery },
  responses: {
    200: json(ZRolesPage, 'Roles and role rows'),
    400: errorResponse(`VALIDATION_FAILED (page not a whole number in 1-${ADMIN_PAGE_MAX})`),
    401: errorResponse('Not signed in'),
    403: errorResponse(`Not an admin: '${ADMIN_TEXTS.onlyAdminsView}'`),
  },
});

const putRole = createRoute({
  method: 'put',
  path: '/api/admin/users/{userId}/role',
  tags,
  summary:
    "Sets a member's role (user, moderator or admin), recorded in the audit trail with who and when. Takes effect on the member's next request.",
  request: { params: ZUserParam, ...jsonBody(ZRoleChange) },
  responses: {
    200: json(ZRoleChangeReply, 'The role now (changed: false when it already was)'),
    400: errorResponse('VALIDATION_FAILED (role not user, moderator or admin) or BAD_JSON'),
    401: errorResponse('Not signed in'),
    403: errorResponse(`Not an admin: '${ADMIN_TEXTS.onlyAdminsAssign}'`),
    404: errorResponse('No such user'),
    409: errorResponse('OWN_ROLE (nobody changes their own role) or LAST_ADMIN'),
  },
});

const postAdmin = createRoute({
  method: 'post',
  path: '/api/admin/admins',
  tags,
  summary:
    'Makes the account with this e-mail an admin (an existing account only: none is created), recorded in the audit trail.',
  request: jsonBody(ZAdminGrant),
  responses: {
    200: json(ZRoleChangeReply, 'The account is an admin (changed: false when it already was)'),
    400: errorResponse(`VALIDATION_FAILED: '${ADMIN_TEXTS.enterEmail}'`),
    401: errorResponse('Not signed in'),
    403: errorResponse(`Not an admin: '${ADMIN_TEXTS.onlyAdminsAssign}'`),
    404: errorResponse('No account uses this e-mail address'),
  },
});

function answer(outcome: RoleOutcome, lookedUpBy: 'id' | 'email') {
  if (outcome.kind === 'changed' || outcome.kind === 'unchanged')
    return presentRoleChange(outcome.userId, outcome.role, outcome.kind === 'changed');
  throw roleRefusalError(outcome.kind, lookedUpBy);
}

/** Role listing and assignment (issue 21 items 3-4): admins only, with the spec's refusals (§8). */
export function roleRoutes() {
  const viewing = staffRouter('admin', ADMIN_TEXTS.onlyAdminsView);
  viewing.openapi(getRoles, async (c) => {
    const { db } = c.var.deps;
    return c.json(presentRolesPage(await listRoleAssignments(db, c.req.valid('query').page)), 200);
  });

  const assigning = staffRouter('admin', ADMIN_TEXTS.onlyAdminsAssign);
  assigning.openapi(putRole, async (c) => {
    const { db } = c.var.deps;
    const { userId } = c.req.valid('param');
    const outcome = await changeRole(db, c.var.viewer, userId, c.req.valid('json').role);
    return c.json(answer(outcome, 'id'), 200);
  });
  assigning.openapi(postAdmin, async (c) => {
    const { db } = c.var.deps;
    const outcome = await grantAdminByEmail(db, c.var.viewer, c.req.valid('json').email);
    return c.json(answer(outcome, 'email'), 200);
  });

  // The plain router only mounts: each route above carries its own guard (http/router.ts).
  const app = createRouter();
  app.route('/', viewing);
  app.route('/', assigning);
  return app;
}
