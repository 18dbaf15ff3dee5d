import { createRoute } from '@hono/zod-openapi';
import { errorResponse, json } from '../../http/openapi.ts';
import { signedInRouter } from '../../http/router.ts';
import { BOOST_MINUTES } from '../../../shared/membership/membership-contract.ts';
import { boostMember } from './boost-service.ts';
import { ZBoostReply } from './openapi-schemas.ts';
import { presentBoost } from './presenter.ts';

const boost = createRoute({
  method: 'post',
  path: '/api/membership/boost',
  tags: ['membership'],
  summary: `Spends one visibility_boost: for ${BOOST_MINUTES} minutes (added to a boost still running) I rank first among equal scores on others' /matches and lead the Featured row of /browse.`,
  responses: {
    200: json(ZBoostReply, 'Boosted; when it ends, and my usage in this period'),
    401: errorResponse('Not signed in'),
    403: errorResponse(
      "FEATURE_NOT_AVAILABLE 'This feature is not available in your current plan'; USAGE_LIMIT_EXCEEDED 'Usage limit exceeded. Please upgrade your plan.'",
    ),
  },
});

export function boostRoutes() {
  const app = signedInRouter();
  app.openapi(boost, async (c) => {
    const { db, clock } = c.var.deps;
    return c.json(presentBoost(await boostMember(db, c.var.viewer.id, clock.now())), 200);
  });
  return app;
}
