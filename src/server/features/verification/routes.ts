import { createRouter } from '../../http/router.ts';
import { memberVerificationRoutes } from './member-routes.ts';
import { reviewRoutes } from './review-routes.ts';

/**
 * Member verification by selfie (issue 23 item 3): the member's side (/api/me/verification, members) and
 * the staff's review (/api/moderation/verifications, moderators and admins).
 */
export function verificationRoutes() {
  const app = createRouter();
  app.route('/', memberVerificationRoutes());
  app.route('/', reviewRoutes());
  return app;
}
