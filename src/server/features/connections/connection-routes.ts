import { createRoute, z } from '@hono/zod-openapi';
import {
  ZConnectionAnswer,
  ZConnectionRequest,
  ZMemberId,
} from '../../../shared/connections/connection-contract.ts';
import { errorResponse, json, jsonBody } from '../../http/openapi.ts';
import { signedInRouter } from '../../http/router.ts';
import {
  answerConnection,
  connectionWith,
  listConnections,
  REQUEST_RATE_RULE,
  requestConnection,
  viewOf,
  withdrawConnection,
} from './connection-service.ts';
import {
  ZConnectionIdParam,
  ZConnectionList,
  ZConnectionListQuery,
  ZConnectionReply,
} from './openapi-schemas.ts';
import { hiddenPhotosIn } from './connection-queries.ts';
import { presentConnection, presentConnectionList } from './presenter.ts';

const tags = ['connections'];
const anonymous = errorResponse('UNAUTHORIZED: not signed in');
const invalid = errorResponse('VALIDATION_FAILED with fields');

const list = createRoute({
  method: 'get',
  path: '/api/connections',
  tags,
  summary:
    "My connections (I asked or was asked), newest activity first, with the other member's name and photo.",
  request: { query: ZConnectionListQuery },
  responses: { 200: json(ZConnectionList, 'A page of connections'), 400: invalid, 401: anonymous },
});

const create = createRoute({
  method: 'post',
  path: '/api/connections',
  tags,
  summary:
    'Send a connection request to a member of the opposite gender; it may say that my wali is involved (wali_involved, wali_name: their first name).',
  request: jsonBody(ZConnectionRequest),
  responses: {
    201: json(ZConnectionReply, 'The pending request'),
    400: errorResponse(
      'VALIDATION_FAILED; SELF_CONNECTION; PROFILE_INCOMPLETE "Complete your profile first"; SAME_GENDER',
    ),
    401: anonymous,
    403: errorResponse(
      'USAGE_LIMIT_EXCEEDED "Usage limit exceeded. Please upgrade your plan." (no contact credits left) | FEATURE_NOT_AVAILABLE (the plan has none)',
    ),
    404: errorResponse('NOT_FOUND "Member not found"'),
    409: errorResponse('CONNECTION_EXISTS "Connection already exists with this user" (either direction)'),
    429: errorResponse(
      `RATE_LIMITED: more than ${REQUEST_RATE_RULE.max} requests an hour, refused ones included (see Retry-After)`,
    ),
  },
});

const getOne = createRoute({
  method: 'get',
  path: '/api/connections/{id}',
  tags,
  summary: 'One of my connections, whatever its status.',
  request: { params: ZConnectionIdParam },
  responses: {
    200: json(ZConnectionReply, 'The connection'),
    401: anonymous,
    404: errorResponse('NOT_FOUND: unknown, or not mine'),
  },
});

const withMember = createRoute({
  method: 'get',
  path: '/api/connections/with/{userId}',
  tags,
  summary: 'The connection between me and this member, whoever asked (none = 404).',
  request: { params: z.object({ userId: ZMemberId }) },
  responses: {
    200: json(ZConnectionReply, 'The connection'),
    401: anonymous,
    404: errorResponse('NOT_FOUND: no connection between us'),
  },
});

const answer = createRoute({
  method: 'patch',
  path: '/api/connections/{id}',
  tags,
  summary: 'The recipient accepts or rejects a pending request.',
  request: { params: ZConnectionIdParam, ...jsonBody(ZConnectionAnswer) },
  responses: {
    200: json(ZConnectionReply, 'The answered connection'),
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
  request: { params: ZConnectionIdParam },
  responses: {
    204: { description: 'Withdrawn' },
    401: anonymous,
    404: errorResponse('NOT_FOUND: unknown, not mine, or I am the recipient'),
    409: errorResponse('CONNECTION_NOT_PENDING: already answered'),
  },
});

export function connectionRequestRoutes() {
  const app = signedInRouter();

  app.openapi(list, async (c) => {
    const { viewer } = c.var;
    const found = await listConnections(c.var.deps.db, viewer.id, c.req.valid('query'));
    const hidden = await hiddenPhotosIn(c.var.deps, viewer.id, found.page);
    return c.json(presentConnectionList(found, viewer.id, hidden), 200);
  });

  app.openapi(create, async (c) => {
    const { viewer } = c.var;
    const view = await requestConnection(c.var.deps, viewer.id, c.req.valid('json'));
    const hidden = await hiddenPhotosIn(c.var.deps, viewer.id, [view]);
    return c.json({ connection: presentConnection(view, viewer.id, hidden) }, 201);
  });

  app.openapi(withMember, async (c) => {
    const { viewer } = c.var;
    const view = await connectionWith(c.var.deps.db, viewer.id, c.req.valid('param').userId);
    const hidden = await hiddenPhotosIn(c.var.deps, viewer.id, [view]);
    return c.json({ connection: presentConnection(view, viewer.id, hidden) }, 200);
  });

  app.openapi(getOne, async (c) => {
    const { viewer } = c.var;
    const view = await viewOf(c.var.deps.db, viewer.id, c.req.valid('param').id);
    const hidden = await hiddenPhotosIn(c.var.deps, viewer.id, [view]);
    return c.json({ connection: presentConnection(view, viewer.id, hidden) }, 200);
  });

  app.openapi(answer, async (c) => {
    const { viewer } = c.var;
    const { id } = c.req.valid('param');
    const view = await answerConnection(c.var.deps, viewer.id, id, c.req.valid('json').status);
    const hidden = await hiddenPhotosIn(c.var.deps, viewer.id, [view]);
    return c.json({ connection: presentConnection(view, viewer.id, hidden) }, 200);
  });

  app.openapi(withdraw, async (c) => {
    await withdrawConnection(c.var.deps, c.var.viewer.id, c.req.valid('param').id);
    return c.body(null, 204);
  });

  return app;
}
