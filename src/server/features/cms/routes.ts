import { createRouter } from '../../http/router.ts';
import { blogRoutes } from './blog-routes.ts';
import { contentRoutes } from './content-routes.ts';
import { feedRoutes } from './feed-routes.ts';
import { mediaRoutes } from './media-routes.ts';
import { menuAdminRoutes } from './menu-admin-routes.ts';
import { menuRoutes } from './menu-routes.ts';
import { settingsRoutes } from './settings-routes.ts';

/** CMS (admin-cms spec §3, §7): the public menu today; the CMS issue mounts its admin routes here too. */
export function cmsRoutes() {
  const app = createRouter();
  app.route('/', menuRoutes());
  app.route('/', blogRoutes());
  app.route('/', feedRoutes());
  app.route('/', mediaRoutes());
  app.route('/', menuAdminRoutes());
  app.route('/', settingsRoutes());
  app.route('/', contentRoutes());
  return app;
}
