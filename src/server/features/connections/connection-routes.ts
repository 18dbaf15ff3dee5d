import { createRoute, z } from '@hono/zod-openapi';
import { ZConnectionAnswer, ZConnectionRequest, ZMemberId } from '../../../shared/connection-schemas.ts';
import { requireSignedIn } from '../../auth/middleware.ts';
import { unauthorized } from '../../http/errors.ts';
import { createRouter } from '../../http/router.ts';
import {
  answerConnection,
  findConnectionView,
  findConnectionWith,
  listConnections,
  requestConnection,
  withdrawConnection,
} from './connection-service.ts';
import { connectionNotFound } from './errors.ts';
import {
  errorResponse,
  json,
  ZConnectionAnswerBody,
  ZConnectionIdParam,
  ZConnectionList,
  ZConnectionListQuery,
} from './openapi-schemas.ts';
import { presentConnection } from './presenter.ts';

const tags = ['connections'];
const anonymous = errorResponse('UNAUTHORIZED: not signed in');
const invalid = errorResponse('VALIDATION_FAILED with fields');
const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

const list = createRoute({
  method: 'get',
  path: '/api/connections',
  tags,
  summary:
    "My connections (I asked or was asked), newest activity first, with the other member's name and photo.",
  middleware: [requireSignedIn] as const,
  request: { query: ZConnectionListQuery },
  responses: { 200: json(ZConnectionList, 'A page of connections'), 400: invalid, 401: anonymous },
});

const create = createRoute({
  method: 'post',
  path: '/api/connections',
  tags,
  summary: 'Send a connection request to a member of the opposite gender.',
  middleware: [requireSignedIn] as const,
  request: body(ZConnectionRequest),
  responses: {
    201: json(ZConnectionAnswerBody, 'The pending request'),
    400: errorResponse(
      'VALIDATION_FAILED; SELF_CONNECTION; PROFILE_INCOMPLETE "Complete your profile first"; SAME_GENDER',
    ),
    401: anonymous,
    404: errorResponse('NOT_FOUND "Member not found"'),
    409: errorResponse('CONNECTION_EXISTS "Connection already exists with this user" (either direction)'),
  },
});

const getOne = createRoute({
  method: 'get',
  path: '/api/connections/{id}',
  tags,
  summary: 'One of my connections, whatever its status.',
  middleware: [requireSignedIn] as const,
  request: { params: ZConnectionIdParam },
  responses: {
    200: json(ZConnectionAnswerBody, 'The connection'),
    401: anonymous,
    404: errorResponse('NOT_FOUND: unknown, or not mine'),
  },
});

const withMember = createRoute({
  method: 'get',
  path: '/api/connections/with/{userId}',
  tags,
  summary: 'The connection between me and this member, whoever asked (none = 404).',
  middleware: [requireSignedIn] as const,
  request: { params: z.object({ userId: ZMemberId }) },
  responses: {
    200: json(ZConnectionAnswerBody, 'The connection'),
    401: anonymous,
    404: errorResponse('NOT_FOUND: no connection between us'),
  },
});

const answer = createRoute({
  method: 'patch',
  path: '/api/connections/{id}',
  tags,
  summary: 'The recipient accepts or rejects a pending request.',
  middleware: [requireSignedIn] as const,
  request: { params: ZConnectionIdParam, ...body(ZConnectionAnswer) },
  responses: {
    200: json(ZConnectionAnswerBody, 'The answered connection'),
    400: invalid,
    401: anonymous,
    403: errorResponse('FORBIDDEN: the requester cannot answer their own request'),
    404: errorResponse('NOT_FOUND: unknown, or not mine'),
    409: errorResponse('CONNECTION_ALREADY_ANSWERED: it is no longer pending'),
  },
});

const withdraw = createRoute({
  method: 'delete',
  path: '/api/connections/{id}',
  tags,
  summary: 'The requester withdraws a pending request (the pair may connect again later).',
  middleware: [requireSignedIn] as const,
  request: { params: ZConnectionIdParam },
  responses: {
    204: { description: 'Withdrawn' },
    401: anonymous,
    404: errorResponse('NOT_FOUND: unknown, not mine, or I am the recipient'),
    409: errorResponse('CONNECTION_NOT_PENDING: already answered'),
  },
});

export function connectionRequestRoutes() {
  const app = createRouter();

  app.openapi(list, async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw unauthorized();
    const { page, nextCursor, counts } = await listConnections(
      c.var.deps.db,
      viewer.id,
      c.req.valid('query'),
    );
    return c.json(
      { connections: page.map((v) => presentConnection(v, viewer.id)), next_cursor: nextCursor, counts },
      200,
    );
  });

  app.openapi(create, async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw unauthorized();
    const { deps } = c.var;
    const row = await requestConnection(deps, viewer.id, c.req.valid('json').recipient_id);
    const view = await findConnectionView(deps.db, viewer.id, row.id);
    if (!view) throw connectionNotFound();
    return c.json({ connection: presentConnection(view, viewer.id) }, 201);
  });

  app.openapi(withMember, async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw unauthorized();
    const view = await findConnectionWith(c.var.deps.db, viewer.id, c.req.valid('param').userId);
    if (!view) throw connectionNotFound();
    return c.json({ connection: presentConnection(view, viewer.id) }, 200);
  });

  app.openapi(getOne, async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw unauthorized();
    const view = await findConnectionView(c.var.deps.db, viewer.id, c.req.valid('param').id);
    if (!view) throw connectionNotFound();
    return c.json({ connection: presentConnection(view, viewer.id) }, 200);
  });

  app.openapi(answer, async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw unauthorized();
    const { deps } = c.var;
    const row = await answerConnection(deps, viewer.id, c.req.valid('param').id, c.req.valid('json').status);
    const view = await findConnectionView(deps.db, viewer.id, row.id);
    if (!view) throw connectionNotFound();
    return c.json({ connection: presentConnection(view, viewer.id) }, 200);
  });

  app.openapi(withdraw, async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw unauthorized();
    await withdrawConnection(c.var.deps, viewer.id, c.req.valid('param').id);
    return c.body(null, 204);
  });

  return app;
}
