import { createRoute } from '@hono/zod-openapi';
import { ZSendMessage } from '../../../shared/connection-schemas.ts';
import { requireSignedIn } from '../../auth/middleware.ts';
import { unauthorized } from '../../http/errors.ts';
import { createRouter } from '../../http/router.ts';
import { listMessages, markChatRead, sendMessage } from './message-service.ts';
import {
  errorResponse,
  json,
  messagePageLimit,
  ZConnectionIdParam,
  ZMessage,
  ZMessagePage,
  ZMessagePageQuery,
  ZReadResult,
} from './openapi-schemas.ts';
import { presentMessage, presentMessagePage } from './presenter.ts';

const tags = ['messages'];
const anonymous = errorResponse('UNAUTHORIZED: not signed in');
const hidden = errorResponse('NOT_FOUND "Chat not found": unknown, or not mine');
const notEstablished = errorResponse(
  'CONNECTION_NOT_ESTABLISHED "Connection not established": mine, but pending or rejected',
);

const list = createRoute({
  method: 'get',
  path: '/api/connections/{id}/messages',
  tags,
  summary:
    'Messages of an accepted connection, oldest first: the newest 50, ?before=<id> for older pages, ?after=<id> to catch up (up to 500).',
  middleware: [requireSignedIn] as const,
  request: { params: ZConnectionIdParam, query: ZMessagePageQuery },
  responses: {
    200: json(ZMessagePage, 'A page of messages'),
    400: errorResponse('VALIDATION_FAILED: bad cursor or limit, or a cursor from another chat'),
    401: anonymous,
    403: notEstablished,
    404: hidden,
  },
});

const send = createRoute({
  method: 'post',
  path: '/api/connections/{id}/messages',
  tags,
  summary:
    'Send a message. Retrying with the same client_id returns the first message (200) instead of storing another (201).',
  middleware: [requireSignedIn] as const,
  request: {
    params: ZConnectionIdParam,
    body: { required: true, content: { 'application/json': { schema: ZSendMessage } } },
  },
  responses: {
    200: json(ZMessage, 'Already stored: the first message with this client_id'),
    201: json(ZMessage, 'Stored and sent'),
    400: errorResponse('VALIDATION_FAILED: empty or longer than 2,000 characters, or client_id not a UUID'),
    401: anonymous,
    403: notEstablished,
    404: hidden,
    409: errorResponse('CLIENT_ID_CONFLICT: the partner already used this client_id'),
    429: errorResponse('RATE_LIMITED: more than 30 messages a minute (see Retry-After)'),
  },
});

const read = createRoute({
  method: 'post',
  path: '/api/connections/{id}/read',
  tags,
  summary: "Mark the partner's unread messages in this chat read.",
  middleware: [requireSignedIn] as const,
  request: { params: ZConnectionIdParam },
  responses: {
    200: json(ZReadResult, 'How many were marked read'),
    401: anonymous,
    403: notEstablished,
    404: hidden,
  },
});

export function messageRoutes() {
  const app = createRouter();

  app.openapi(list, async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw unauthorized();
    const query = c.req.valid('query');
    const page = await listMessages(c.var.deps.db, viewer.id, c.req.valid('param').id, {
      before: query.before,
      after: query.after,
      limit: messagePageLimit(query),
    });
    return c.json(presentMessagePage(page), 200);
  });

  app.openapi(send, async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw unauthorized();
    const { message, created } = await sendMessage(
      c.var.deps,
      viewer.id,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(presentMessage(message), created ? 201 : 200);
  });

  app.openapi(read, async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw unauthorized();
    return c.json(await markChatRead(c.var.deps, viewer.id, c.req.valid('param').id), 200);
  });

  return app;
}
