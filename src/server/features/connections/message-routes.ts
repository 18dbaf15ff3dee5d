import { createRoute } from '@hono/zod-openapi';
import { ZSendMessage } from '../../../shared/connections/connection-contract.ts';
import { errorResponse, json } from '../../http/openapi.ts';
import { signedInRouter } from '../../http/router.ts';
import { presentMessage } from '../../domain/message/message-presenter.ts';
import { listMessages, markChatRead, sendMessage } from './message-service.ts';
import {
  messagePageLimit,
  ZConnectionIdParam,
  ZMessage,
  ZMessagePage,
  ZMessagePageQuery,
  ZReadResult,
} from './openapi-schemas.ts';
import { presentMessagePage, presentReadResult } from './presenter.ts';

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
  request: {
    params: ZConnectionIdParam,
    body: { required: true, content: { 'application/json': { schema: ZSendMessage } } },
  },
  responses: {
    200: json(ZMessage, 'Already stored: the first message with this client_id'),
    201: json(ZMessage, 'Stored and sent'),
    400: errorResponse('VALIDATION_FAILED: empty or longer than 2,000 characters, or client_id not a UUID'),
    401: anonymous,
    403: errorResponse(
      'CONNECTION_NOT_ESTABLISHED "Connection not established": mine, but pending or rejected; USAGE_LIMIT_EXCEEDED "Usage limit exceeded. Please upgrade your plan.": no daily messages left (a retry of a stored message still answers it)',
    ),
    404: hidden,
    409: errorResponse(
      'CLIENT_ID_CONFLICT: the partner already used this client_id; OFF_PLATFORM_CONFIRM: the text has a phone number, an e-mail address, a link, a messaging handle or money words (fields.kinds: phone,email,link,handle,money) and confirm_off_platform was not true: nothing stored, nothing spent',
    ),
    429: errorResponse('RATE_LIMITED: more than 30 messages a minute (see Retry-After)'),
  },
});

const read = createRoute({
  method: 'post',
  path: '/api/connections/{id}/read',
  tags,
  summary: "Mark the partner's unread messages in this chat read.",
  request: { params: ZConnectionIdParam },
  responses: {
    200: json(ZReadResult, 'How many were marked read'),
    401: anonymous,
    403: notEstablished,
    404: hidden,
  },
});

export function messageRoutes() {
  const app = signedInRouter();

  app.openapi(list, async (c) => {
    const query = c.req.valid('query');
    const page = await listMessages(c.var.deps, c.var.viewer.id, c.req.valid('param').id, {
      before: query.before,
      after: query.after,
      limit: messagePageLimit(query),
    });
    return c.json(presentMessagePage(page), 200);
  });

  app.openapi(send, async (c) => {
    const { id } = c.req.valid('param');
    const { message, created } = await sendMessage(c.var.deps, c.var.viewer.id, id, c.req.valid('json'));
    return c.json(presentMessage(message), created ? 201 : 200);
  });

  app.openapi(read, async (c) => {
    const result = await markChatRead(c.var.deps, c.var.viewer.id, c.req.valid('param').id);
    return c.json(presentReadResult(result), 200);
  });

  return app;
}
