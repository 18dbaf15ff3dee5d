import { createRoute } from '@hono/zod-openapi';
import { errorResponse, json, jsonBody } from '../../http/openapi.ts';
import { createRouter, signedInRouter } from '../../http/router.ts';
import { ZUsageRequest } from '../../../shared/membership/membership-contract.ts';
import { listActivePlans, myMembership, useFeature } from './membership-service.ts';
import { ZMembershipMe, ZPlanList, ZUsageReply } from './openapi-schemas.ts';
import { presentPlan } from '../../domain/membership/plan-presenter.ts';
import { presentMe, presentUsage } from './presenter.ts';

const tags = ['membership'];

const plans = createRoute({
  method: 'get',
  path: '/api/membership/plans',
  tags,
  summary:
    'The active plans with their entitlements, by display order. Open to visitors (pricing is public).',
  responses: { 200: json(ZPlanList, 'Active plans') },
});

const me = createRoute({
  method: 'get',
  path: '/api/membership/me',
  tags,
  summary:
    'My current membership (null on Free), the plan I am on with its entitlements, and each feature resolved: allowed now, its limit and my usage in the current period.',
  responses: { 200: json(ZMembershipMe, 'My membership'), 401: errorResponse('Not signed in') },
});

const usage = createRoute({
  method: 'post',
  path: '/api/membership/usage',
  tags,
  summary:
    "Spends amount (default 1) of a feature of my plan in one atomic statement (the spec's consume-usage).",
  request: jsonBody(ZUsageRequest),
  responses: {
    200: json(ZUsageReply, 'Spent; my usage in this period'),
    400: errorResponse('VALIDATION_FAILED (unknown feature key, amount not a whole number in 1-1000)'),
    401: errorResponse('Not signed in'),
    403: errorResponse(
      "USAGE_LIMIT_EXCEEDED 'Usage limit exceeded. Please upgrade your plan.'; FEATURE_NOT_AVAILABLE 'This feature is not available in your current plan'",
    ),
  },
});

export function planRoutes() {
  const app = createRouter();
  app.openapi(plans, async (c) => {
    const found = await listActivePlans(c.var.deps.db);
    return c.json({ plans: found.map(presentPlan) }, 200);
  });
  const members = signedInRouter();
  members.openapi(me, async (c) => {
    const { db, clock } = c.var.deps;
    return c.json(presentMe(await myMembership(db, c.var.viewer.id, clock.now())), 200);
  });
  members.openapi(usage, async (c) => {
    const { db, clock } = c.var.deps;
    const { featureKey, amount } = c.req.valid('json');
    const result = await useFeature(db, c.var.viewer.id, featureKey, amount, clock.now());
    return c.json(presentUsage(featureKey, result), 200);
  });
  app.route('/', members);
  return app;
}
