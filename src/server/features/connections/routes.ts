import { createRouter } from '../../http/router.ts';
import { connectionLookupRoutes } from './connection-lookup-routes.ts';
import { connectionRequestRoutes } from './connection-routes.ts';
import { messageRoutes } from './message-routes.ts';

/** Connection requests (/api/connections) and the chat of an accepted connection (/messages, /read). */
export function connectionRoutes() {
  const app = createRouter();
  app.route('/', connectionLookupRoutes());
  app.route('/', connectionRequestRoutes());
  app.route('/', messageRoutes());
  return app;
}
