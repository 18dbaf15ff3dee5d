import { createRouter } from '../../http/router.ts';
import { boostRoutes } from './boost-routes.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { planSettingsRoutes } from './plan-settings-routes.ts';
import { planRoutes } from './plan-routes.ts';
import { testClockRoutes } from './test-clock-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';

/**
 * Membership: plans, my membership and usage (/api/membership/*), checkout and cancel, the sandbox's
 * checkout (/api/checkout/sandbox/*) and the payment providers' webhooks (/api/webhooks/payments/*).
 */
export function membershipRoutes() {
  const app = createRouter();
  app.route('/', planRoutes());
  app.route('/', planSettingsRoutes());
  app.route('/', checkoutRoutes());
  app.route('/', webhookRoutes());
  app.route('/', boostRoutes());
  app.route('/', testClockRoutes());
  return app;
}
