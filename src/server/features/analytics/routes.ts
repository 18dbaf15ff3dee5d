import { createRoute } from '@hono/zod-openapi';
import { errorResponse, json } from '../../http/openapi.ts';
import { signedInRouter } from '../../http/router.ts';
import { photoPlaceholders } from '../../infra/photo-placeholder.ts';
import {
  VIEWERS_PAGE_MAX,
  VIEWER_SEARCH_MAX_LENGTH,
  ZAnalyticsQuery,
  ZViewersQuery,
} from '../../../shared/analytics/analytics-contract.ts';
import { memberAnalytics } from './analytics-service.ts';
import { ZAnalytics, ZViewersPage } from './openapi-schemas.ts';
import { presentAnalytics, presentViewersPage } from './presenter.ts';
import { recentViewers } from './viewers-service.ts';

const tags = ['analytics'];

const getAnalytics = createRoute({
  method: 'get',
  path: '/api/analytics',
  tags,
  summary:
    "Who viewed my profile, measured: visits, unique viewers, this week's visits, average time spent, each against the previous period of the same length (none for all time); completion, ages, popular hours (in tz), top locations, geography and tips (member-experience.md §9).",
  request: { query: ZAnalyticsQuery },
  responses: {
    200: json(ZAnalytics, 'My analytics for the period'),
    400: errorResponse(
      'VALIDATION_FAILED with fields (period not 24h, 7d, 30d or all; tz not a known time zone)',
    ),
    401: errorResponse('Not signed in'),
  },
});

const getViewers = createRoute({
  method: 'get',
  path: '/api/analytics/viewers',
  tags,
  summary:
    'The members who viewed my profile in the period and whom I may still see, latest first, 20 a page, with their number of visits and Premium, Mutual and pending-request badges; search by name or location (case-insensitive).',
  request: { query: ZViewersQuery },
  responses: {
    200: json(ZViewersPage, 'One page of viewers'),
    400: errorResponse(
      `VALIDATION_FAILED with fields (unknown period, page not a whole number in 1-${VIEWERS_PAGE_MAX}, search over ${VIEWER_SEARCH_MAX_LENGTH} characters)`,
    ),
    401: errorResponse('Not signed in'),
  },
});

/** Profile analytics (issue 20): my own figures and viewers only, so signed-in members only. */
export function analyticsRoutes() {
  const app = signedInRouter();
  app.openapi(getAnalytics, async (c) => {
    const { db, clock } = c.var.deps;
    const found = await memberAnalytics(db, c.var.viewer.id, c.req.valid('query'), clock.now());
    return c.json(presentAnalytics(found), 200);
  });
  app.openapi(getViewers, async (c) => {
    const { db, clock } = c.var.deps;
    const found = await recentViewers(db, c.var.viewer.id, c.req.valid('query'), clock.now());
    return c.json(presentViewersPage(found, photoPlaceholders(c.var.deps)), 200);
  });
  return app;
}
