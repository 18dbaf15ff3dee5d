import { createRoute } from '@hono/zod-openapi';
import { errorResponse, json } from '../../http/openapi.ts';
import { staffRouter } from '../../http/router.ts';
import { ZCmsOverview } from './content-schemas.ts';
import { cmsOverview } from './overview-service.ts';

const overviewRoute = createRoute({
  method: 'get',
  path: '/api/cms/overview',
  tags: ['cms'],
  summary:
    'The CMS dashboard: the 5 most recently changed posts and pages, and counts of posts (all, published, scheduled), pages and media files. Admins only.',
  responses: {
    200: json(ZCmsOverview, 'The overview'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not an admin'),
  },
});

/** /admin/cms (issue 22 item 3). */
export function overviewRoutes() {
  const app = staffRouter('admin');
  app.openapi(overviewRoute, async (c) => c.json(await cmsOverview(c.var.deps.db), 200));
  return app;
}
