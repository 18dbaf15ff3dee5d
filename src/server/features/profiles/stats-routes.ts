import { createRoute } from '@hono/zod-openapi';
import { errorResponse, json } from '../../http/openapi.ts';
import { signedInRouter } from '../../http/router.ts';
import { ZStats } from './openapi-schemas.ts';
import { presentMemberStats } from './presenter.ts';
import { memberCounts } from './stats-service.ts';

const getStats = createRoute({
  method: 'get',
  path: '/api/me/stats',
  tags: ['me'],
  summary:
    'Dashboard counts: pending requests received, unread messages in accepted chats, profile views, favourites received.',
  responses: { 200: json(ZStats, 'The four counts'), 401: errorResponse('Not signed in') },
});

export function statsRoutes() {
  const app = signedInRouter();
  app.openapi(getStats, async (c) => {
    const counts = await memberCounts(c.var.deps.db, c.var.viewer.id);
    return c.json(presentMemberStats(counts), 200);
  });
  return app;
}
