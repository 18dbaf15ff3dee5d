import { createRoute } from '@hono/zod-openapi';
import { requireSignedIn } from '../../auth/middleware.ts';
import { unauthorized } from '../../http/errors.ts';
import { createRouter } from '../../http/router.ts';
import { errorResponse, ZStats } from './openapi-schemas.ts';
import { memberStats } from './stats-service.ts';

const getStats = createRoute({
  method: 'get',
  path: '/api/me/stats',
  tags: ['me'],
  summary:
    'Dashboard counts: pending requests received, unread messages in accepted chats, profile views, favourites received.',
  middleware: [requireSignedIn] as const,
  responses: {
    200: { description: 'The four counts', content: { 'application/json': { schema: ZStats } } },
    401: errorResponse('Not signed in'),
  },
});

export function statsRoutes() {
  const app = createRouter();
  app.openapi(getStats, async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw unauthorized();
    return c.json(await memberStats(c.var.deps.db, viewer.id), 200);
  });
  return app;
}
