import { createRouter } from '../../http/router.ts';
import { guardianRoutes } from './guardian-routes.ts';
import { guardianshipRoutes } from './guardianship-routes.ts';

/**
 * The guardian (wali) area (issue 23 item 5): a member's guardians (/api/me/guardians) and the
 * guardian's invitation and wards (/api/guardian/*). The guardian's read-only view of a ward's
 * connections and conversations is served by the connections area (guardian-read-routes.ts).
 */
export function guardiansRoutes() {
  const app = createRouter();
  app.route('/', guardianshipRoutes());
  app.route('/', guardianRoutes());
  return app;
}
