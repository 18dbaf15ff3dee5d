import { createRoute } from '@hono/zod-openapi';
import { errorResponse, json } from '../../http/openapi.ts';
import { staffRouter } from '../../http/router.ts';
import { ZAdminStats } from './stats-openapi.ts';
import { presentAdminStats } from './stats-presenter.ts';
import { loadAdminStats } from './stats-service.ts';

const getStats = createRoute({
  method: 'get',
  path: '/api/admin/stats',
  tags: ['admin'],
  summary:
    "The admin dashboard's figures, measured now: members (new since the first of this UTC month), memberships giving access, completed usd revenue this month in cents, posts and pages by status, system status (database latency, mail, sockets, due membership work), the latest staff actions and sign-ups, sign-ups per day (30 days) and revenue per month (12 months).",
  responses: {
    200: json(ZAdminStats, 'The dashboard figures'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not an admin'),
    503: errorResponse('DATABASE_UNAVAILABLE: the database did not answer'),
  },
});

/** /admin's dashboard (issue 21 item 2). */
export function statsRoutes() {
  const app = staffRouter('admin');
  app.openapi(getStats, async (c) => c.json(presentAdminStats(await loadAdminStats(c.var.deps)), 200));
  return app;
}
