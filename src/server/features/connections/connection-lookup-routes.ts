import { createRoute, z } from '@hono/zod-openapi';
import { ZConnectionsWithQuery } from '../../../shared/connection-schemas.ts';
import { requireSignedIn } from '../../auth/middleware.ts';
import { unauthorized } from '../../http/errors.ts';
import { createRouter } from '../../http/router.ts';
import { findConnectionsWith } from './connection-service.ts';
import { errorResponse, json, ZConnection } from './openapi-schemas.ts';
import { presentConnection } from './presenter.ts';

const withMany = createRoute({
  method: 'get',
  path: '/api/connections/with',
  tags: ['connections'],
  summary:
    'My connections with each of these members (user_ids=a,b,..., at most 50), whoever asked; ' +
    'members I have no connection with are left out. One request for a page of match cards.',
  middleware: [requireSignedIn] as const,
  request: { query: ZConnectionsWithQuery },
  responses: {
    200: json(z.object({ connections: z.array(ZConnection) }), 'The connections that exist'),
    400: errorResponse('VALIDATION_FAILED: no ids, more than 50, or a malformed id'),
    401: errorResponse('UNAUTHORIZED: not signed in'),
  },
});

/** Mounted before /api/connections/{id}, which would otherwise take "with" for an id. */
export function connectionLookupRoutes() {
  const app = createRouter();
  app.openapi(withMany, async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw unauthorized();
    const views = await findConnectionsWith(c.var.deps.db, viewer.id, c.req.valid('query').user_ids);
    return c.json({ connections: views.map((view) => presentConnection(view, viewer.id)) }, 200);
  });
  return app;
}
