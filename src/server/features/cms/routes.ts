import { createRouter } from '../../http/router.ts';
import { menuRoutes } from './menu-routes.ts';

/** CMS (admin-cms spec §3, §7): the public menu today; the CMS issue mounts its admin routes here too. */
export function cmsRoutes() {
  const app = createRouter();
  app.route('/', menuRoutes());
  return app;
}
