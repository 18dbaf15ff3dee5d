import { createRoute, z } from '@hono/zod-openapi';
import type { TPresence, TPresenceList } from '../../shared/connections/connection-contract.ts';
import { splitIdList } from '../../shared/id-list.ts';
import { PRESENCE_QUERY_MAX, REALTIME_PATH } from '../../shared/realtime/socket-protocol.ts';
import { sendError } from '../http/errors.ts';
import { errorResponse, json } from '../http/openapi.ts';
import { createRouter, signedInRouter } from '../http/router.ts';
import { presenceForViewer } from './presence-store.ts';

const ZUserIds = z
  .string()
  .max(PRESENCE_QUERY_MAX * 65)
  .transform(splitIdList)
  .pipe(
    z
      .array(z.string().max(64, 'Not a member id'))
      .min(1, 'Name at least one member')
      .max(PRESENCE_QUERY_MAX, `At most ${PRESENCE_QUERY_MAX} members`),
  )
  .openapi({ type: 'string', description: `Comma-separated member ids, at most ${PRESENCE_QUERY_MAX}` });

const ZPresence = z
  .object({
    user_id: z.string(),
    online: z.boolean(),
    last_seen_at: z.string().nullable().openapi({ description: 'null while online, or never seen' }),
  })
  .openapi('Presence') satisfies z.ZodType<TPresence>;

const ZPresenceList = z.object({ presence: z.array(ZPresence) }) satisfies z.ZodType<TPresenceList>;

const getPresence = createRoute({
  method: 'get',
  path: '/api/realtime/presence',
  tags: ['realtime'],
  summary:
    'Online state and last seen time of members, in the order asked. Only the caller and their accepted connections get real values; anyone else reads offline, never seen.',
  request: { query: z.object({ user_ids: ZUserIds }) },
  responses: {
    200: json(ZPresenceList, 'One entry per distinct id asked'),
    400: errorResponse('VALIDATION_FAILED: no ids, or more than 50'),
    401: errorResponse('Not signed in'),
  },
});

function presenceRoutes() {
  const app = signedInRouter();
  app.openapi(getPresence, async (c) => {
    const presence = await presenceForViewer(c.var.deps.db, c.var.viewer.id, c.req.valid('query').user_ids);
    return c.json({ presence }, 200);
  });
  return app;
}

export function realtimeRoutes() {
  const app = createRouter();
  app.route('/', presenceRoutes());
  // The socket itself is reached by an upgrade on the HTTP server (hub.ts), never by a plain request.
  app.get(REALTIME_PATH, (c) => sendError(c, 426, 'UPGRADE_REQUIRED', 'This address speaks WebSocket only.'));
  return app;
}
