import { createRouter } from '../../http/router.ts';
import { blockRoutes } from './block-routes.ts';
import { moderationRoutes } from './moderation-routes.ts';
import { noticeRoutes } from './notice-routes.ts';
import { reportRoutes } from './report-routes.ts';

/** The safety area (issue 23): blocks, reports and the moderation queue. */
export function safetyRoutes() {
  const app = createRouter();
  app.route('/', blockRoutes());
  app.route('/', reportRoutes());
  app.route('/', moderationRoutes());
  app.route('/', noticeRoutes());
  return app;
}
