import { createRouter } from '../../http/router.ts';
import { connectionLookupRoutes } from './connection-lookup-routes.ts';
import { connectionRequestRoutes } from './connection-routes.ts';
import { guardianReadRoutes } from './guardian-read-routes.ts';
import { messageRoutes } from './message-routes.ts';

/**
 * Connection requests (/api/connections), the chat of an accepted connection (/messages, /read), and a
 * guardian's read-only view of a ward's (/api/guardian/wards/:memberId/connections...).
 */
export function connectionRoutes() {
  const app = createRouter();
  app.route('/', connectionLookupRoutes());
  app.route('/', connectionRequestRoutes());
  app.route('/', messageRoutes());
  app.route('/', guardianReadRoutes());
  return app;
}
