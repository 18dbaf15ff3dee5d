import { createRoute } from '@hono/zod-openapi';
import { errorResponse, json } from '../../http/openapi.ts';
import { staffRouter } from '../../http/router.ts';
import { ADMIN_PAGE_MAX, ZAdminUsersQuery } from '../../../shared/admin/admin-contract.ts';
import { ZAdminUsersPage } from './openapi-schemas.ts';
import { presentAdminUsersPage } from './presenter.ts';
import { listUsers } from './users-service.ts';

const getUsers = createRoute({
  method: 'get',
  path: '/api/admin/users',
  tags: ['admin'],
  summary:
    "Every account, 25 a page: search by name or e-mail (case-insensitive), role, plan ('free' for no paid plan), membership status (none: no current membership), joined between two UTC days; newest first unless sorted otherwise. With e-mails: admins only.",
  request: { query: ZAdminUsersQuery },
  responses: {
    200: json(ZAdminUsersPage, 'One page of accounts'),
    400: errorResponse(
      `VALIDATION_FAILED with fields (unknown role, status or sort, a date not YYYY-MM-DD, joinedTo before joinedFrom, page not a whole number in 1-${ADMIN_PAGE_MAX}, an unknown parameter)`,
    ),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not an admin'),
  },
});

/** The users table of /admin/users (issue 21 item 3). */
export function userListRoutes() {
  const app = staffRouter('admin');
  app.openapi(getUsers, async (c) => {
    const { db, clock } = c.var.deps;
    return c.json(presentAdminUsersPage(await listUsers(db, c.req.valid('query'), clock.now())), 200);
  });
  return app;
}
