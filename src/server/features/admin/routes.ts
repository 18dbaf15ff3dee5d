import { createRouter } from '../../http/router.ts';
import { auditRoutes } from './audit-routes.ts';
import { memberListRoutes } from './members-routes.ts';
import { roleRoutes } from './role-routes.ts';
import { statsRoutes } from './stats-routes.ts';
import { suspensionRoutes } from './suspension-routes.ts';
import { planRoutes } from './plans-routes.ts';
import { userListRoutes } from './users-routes.ts';

/**
 * The admin area's API (issue 21; DESIGN.md's admin row): every route under /api/admin is on a
 * staffRouter, so it refuses visitors (401) and members below its role (403) before it runs;
 * admin-access.test.ts walks them all from the OpenAPI document to prove it.
 */
export function adminRoutes() {
  const app = createRouter();
  app.route('/', userListRoutes());
  app.route('/', roleRoutes());
  app.route('/', auditRoutes());
  app.route('/', statsRoutes());
  app.route('/', suspensionRoutes());
  app.route('/', memberListRoutes());
  app.route('/', planRoutes());
  return app;
}
