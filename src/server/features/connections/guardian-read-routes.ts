import { createRoute, z } from '@hono/zod-openapi';
import { ZMemberId } from '../../../shared/connections/connection-contract.ts';
import { errorResponse, json } from '../../http/openapi.ts';
import { accountRouter } from '../../http/router.ts';
import { wardConnection, wardConnections, wardMessages } from './guardian-read-service.ts';
import {
  messagePageLimit,
  ZConnectionIdParam,
  ZConnectionList,
  ZConnectionListQuery,
  ZConnectionReply,
  ZMessagePage,
  ZMessagePageQuery,
} from './openapi-schemas.ts';
import { presentConnection, presentConnectionList, presentMessagePage } from './presenter.ts';

const tags = ['guardians'];
const anonymous = errorResponse('UNAUTHORIZED: not signed in');
const notWard =
  'NOT_FOUND "Member not found": not a member who confirmed me as their guardian (or revoked me)';
const ZWardParam = z.object({ memberId: ZMemberId });

const list = createRoute({
  method: 'get',
  path: '/api/guardian/wards/{memberId}/connections',
  tags,
  summary:
    "A ward's connections and requests, read-only and exactly as the ward sees them (same filters and pages as GET /api/connections). Recorded in the ward's access log.",
  request: { params: ZWardParam, query: ZConnectionListQuery },
  responses: {
    200: json(ZConnectionList, "A page of the ward's connections"),
    400: errorResponse('VALIDATION_FAILED'),
    401: anonymous,
    404: errorResponse(notWard),
  },
});

const one = createRoute({
  method: 'get',
  path: '/api/guardian/wards/{memberId}/connections/{id}',
  tags,
  summary: "One of a ward's connections, read-only, as the ward sees it. Recorded in the ward's access log.",
  request: { params: ZWardParam.extend(ZConnectionIdParam.shape) },
  responses: {
    200: json(ZConnectionReply, 'The connection'),
    401: anonymous,
    404: errorResponse(`${notWard}; or not one of the ward's connections`),
  },
});

const messages = createRoute({
  method: 'get',
  path: '/api/guardian/wards/{memberId}/connections/{id}/messages',
  tags,
  summary:
    "Messages of a ward's accepted connection, read-only, paged like GET /api/connections/{id}/messages (?before=, ?after=). Recorded in the ward's access log. There is no route to write.",
  request: { params: ZWardParam.extend(ZConnectionIdParam.shape), query: ZMessagePageQuery },
  responses: {
    200: json(ZMessagePage, 'A page of messages'),
    400: errorResponse('VALIDATION_FAILED: bad cursor or limit'),
    401: anonymous,
    403: errorResponse('CONNECTION_NOT_ESTABLISHED: pending or rejected'),
    404: errorResponse(`${notWard}; or "Chat not found"`),
  },
});

/**
 * The guardian's read-only view of a ward (issue 23 item 5): any signed-in account (accountRouter),
 * answered only for a ward whose confirmation stands (guardian-read-service.ts). GET only.
 */
export function guardianReadRoutes() {
  const app = accountRouter();

  app.openapi(list, async (c) => {
    const { memberId } = c.req.valid('param');
    const { found, hidden } = await wardConnections(
      c.var.deps,
      c.var.viewer.id,
      memberId,
      c.req.valid('query'),
    );
    return c.json(presentConnectionList(found, memberId, hidden), 200);
  });

  app.openapi(one, async (c) => {
    const { memberId, id } = c.req.valid('param');
    const { view, hidden } = await wardConnection(c.var.deps, c.var.viewer.id, memberId, id);
    return c.json({ connection: presentConnection(view, memberId, hidden) }, 200);
  });

  app.openapi(messages, async (c) => {
    const { memberId, id } = c.req.valid('param');
    const query = c.req.valid('query');
    const page = await wardMessages(c.var.deps, c.var.viewer.id, memberId, id, {
      before: query.before,
      after: query.after,
      limit: messagePageLimit(query),
    });
    return c.json(presentMessagePage(page), 200);
  });

  return app;
}
