import { createRoute } from '@hono/zod-openapi';
import { ZConnectionsWithQuery } from '../../../shared/connections/connection-contract.ts';
import { errorResponse, json } from '../../http/openapi.ts';
import { signedInRouter } from '../../http/router.ts';
import { findConnectionsWith } from './connection-service.ts';
import { ZConnectionsWith } from './openapi-schemas.ts';
import { hiddenPhotosIn } from './connection-queries.ts';
import { presentConnection } from './presenter.ts';

const withMany = createRoute({
  method: 'get',
  path: '/api/connections/with',
  tags: ['connections'],
  summary:
    'My connections with each of these members (user_ids=a,b,..., at most 50), whoever asked; ' +
    'members I have no connection with are left out. One request for a page of match cards.',
  request: { query: ZConnectionsWithQuery },
  responses: {
    200: json(ZConnectionsWith, 'The connections that exist'),
    400: errorResponse('VALIDATION_FAILED: no ids, more than 50, or a malformed id'),
    401: errorResponse('UNAUTHORIZED: not signed in'),
  },
});

/** Mounted before /api/connections/{id}, which would otherwise take "with" for an id. */
export function connectionLookupRoutes() {
  const app = signedInRouter();
  app.openapi(withMany, async (c) => {
    const { viewer } = c.var;
    const views = await findConnectionsWith(c.var.deps.db, viewer.id, c.req.valid('query').user_ids);
    const hidden = await hiddenPhotosIn(c.var.deps, viewer.id, views);
    return c.json({ connections: views.map((view) => presentConnection(view, viewer.id, hidden)) }, 200);
  });
  return app;
}
