import { createRouter } from '../../http/router.ts';
import { favoriteRoutes } from './favorite-routes.ts';
import { featuredRoutes } from './featured-routes.ts';
import { listRoutes } from './list-routes.ts';

/** Discovery (spec §2 /browse and /matches, §7 favorites): every route needs a signed-in member. */
export function discoveryRoutes() {
  const app = createRouter();
  app.route('/', listRoutes());
  app.route('/', favoriteRoutes());
  app.route('/', featuredRoutes());
  return app;
}
