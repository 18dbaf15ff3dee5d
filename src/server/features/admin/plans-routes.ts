import { createRoute, z } from '@hono/zod-openapi';
import { ApiError, notFound } from '../../http/errors.ts';
import { errorResponse, json, jsonBody } from '../../http/openapi.ts';
import { staffRouter } from '../../http/router.ts';
import { PLAN_TEXTS, ZPlanInput } from '../../../shared/admin/plans-contract.ts';
import { loadMembershipStats } from './membership-stats-service.ts';
import { ZAdminPlanList, ZAdminPlanReply, ZMembershipStats, ZPlanDeleteReply } from './plans-openapi.ts';
import { presentAdminPlan } from './plans-presenter.ts';
import { createPlan, deletePlan, listAdminPlans, updatePlan } from './plans-service.ts';

const tags = ['admin'];
const ZPlanParam = z.object({ id: z.string().min(1).max(128) });
const refusals = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an admin'),
};
const badInput =
  'VALIDATION_FAILED (a message per field: negative or huge amounts, unknown feature keys, values that are not a number, true, false or unlimited, unknown fields) or BAD_JSON; nothing is changed';

const getPlans = createRoute({
  method: 'get',
  path: '/api/admin/plans',
  tags,
  summary:
    'Every plan, active or not, by display order then name, with its entitlements and the number of current (not ended) memberships on it.',
  responses: { 200: json(ZAdminPlanList, 'Every plan'), ...refusals },
});

const postPlan = createRoute({
  method: 'post',
  path: '/api/admin/plans',
  tags,
  summary:
    'Creates a plan with its entitlements. Defaults: recurring, monthly, usd, active, display order = the number of plans; billing_period is null unless recurring. Recorded in the audit trail.',
  request: jsonBody(ZPlanInput),
  responses: { 201: json(ZAdminPlanReply, 'The plan created'), 400: errorResponse(badInput), ...refusals },
});

const putPlan = createRoute({
  method: 'put',
  path: '/api/admin/plans/{id}',
  tags,
  summary:
    "Replaces a plan's fields and all its entitlements in one transaction (display_order absent: kept). Members' plans are re-read at once. Recorded in the audit trail with before and after.",
  request: { params: ZPlanParam, ...jsonBody(ZPlanInput) },
  responses: {
    200: json(ZAdminPlanReply, 'The plan now'),
    400: errorResponse(badInput),
    ...refusals,
    404: errorResponse('No such plan'),
  },
});

const deletePlanRoute = createRoute({
  method: 'delete',
  path: '/api/admin/plans/{id}',
  tags,
  summary: `Deletes a plan nothing refers to; a plan that memberships, payments or checkouts refer to, or that members hold now, is deactivated instead ('${PLAN_TEXTS.deactivated}'). Recorded in the audit trail.`,
  request: { params: ZPlanParam },
  responses: {
    200: json(ZPlanDeleteReply, 'deleted, or deactivated instead'),
    ...refusals,
    404: errorResponse('No such plan'),
    409: errorResponse('FREE_PLAN: the Free plan is the plan of every member without one, never deleted'),
  },
});

const getStats = createRoute({
  method: 'get',
  path: '/api/admin/membership-stats',
  tags,
  summary:
    "Membership Management's Overview and Analytics figures, computed in SQL: totals, active, cancelled this month, revenue of the last 30 days (completed, usd, cents), conversion, churn and retention (whole percent, null when dividing by 0); the last 12 UTC months; active memberships per plan.",
  responses: { 200: json(ZMembershipStats, 'The figures, measured now'), ...refusals },
});

/** Membership Management's plans and figures (issue 21 item 5): admins only. */
export function planRoutes() {
  const app = staffRouter('admin');
  app.openapi(getPlans, async (c) => {
    const plans = await listAdminPlans(c.var.deps.db);
    return c.json({ plans: plans.map(presentAdminPlan) }, 200);
  });
  app.openapi(postPlan, async (c) => {
    const plan = await createPlan(c.var.deps, c.var.viewer, c.req.valid('json'));
    return c.json({ plan: presentAdminPlan(plan) }, 201);
  });
  app.openapi(putPlan, async (c) => {
    const plan = await updatePlan(c.var.deps, c.var.viewer, c.req.valid('param').id, c.req.valid('json'));
    if (!plan) throw notFound('Plan');
    return c.json({ plan: presentAdminPlan(plan) }, 200);
  });
  app.openapi(deletePlanRoute, async (c) => {
    const outcome = await deletePlan(c.var.deps, c.var.viewer, c.req.valid('param').id);
    if (outcome.kind === 'not-found') throw notFound('Plan');
    if (outcome.kind === 'free-plan') {
      throw new ApiError(
        409,
        'FREE_PLAN',
        'The Free plan is the plan of every member without a membership: it cannot be deleted.',
      );
    }
    return c.json({ outcome: outcome.kind }, 200);
  });
  app.openapi(getStats, async (c) =>
    c.json(await loadMembershipStats(c.var.deps.db, c.var.deps.clock.now()), 200),
  );
  return app;
}
