import { createRouter } from '../../http/router.ts';
import { categoryRoutes } from './category-routes.ts';
import { overviewRoutes } from './overview-routes.ts';
import { pageRoutes } from './page-routes.ts';
import { postRoutes } from './post-routes.ts';
import { tagRoutes } from './tag-routes.ts';

/**
 * The CMS's content for admins (issue 22): posts, pages, categories, tags, revisions and the
 * dashboard. Every route is on staffRouter('admin'): a visitor 401, a member or moderator 403
 * (cms-access.test.ts walks them all from the OpenAPI document).
 */
export function contentRoutes() {
  const app = createRouter();
  app.route('/', postRoutes());
  app.route('/', pageRoutes());
  app.route('/', categoryRoutes());
  app.route('/', tagRoutes());
  app.route('/', overviewRoutes());
  return app;
}
