import { createRoute } from '@hono/zod-openapi';
import { errorResponse, json, jsonBody } from '../../http/openapi.ts';
import { signedInRouter } from '../../http/router.ts';
import { ZReportInput } from '../../../shared/safety/safety-contract.ts';
import { ZReportReceipt } from './openapi-schemas.ts';
import { presentReportReceipt } from './presenter.ts';
import { reportMember } from './report-service.ts';

const postReport = createRoute({
  method: 'post',
  path: '/api/reports',
  tags: ['safety'],
  summary:
    'Report a member to the moderators. The profile, photos and the last 50 messages of our chat are kept as they are now. A second report of the same member while the first is open is merged into it.',
  request: jsonBody(ZReportInput),
  responses: {
    201: json(ZReportReceipt, 'Received'),
    400: errorResponse('CANNOT_REPORT_SELF, or VALIDATION_FAILED (reason, details)'),
    401: errorResponse('Not signed in'),
    404: errorResponse('NOT_FOUND: no such member'),
    429: errorResponse('RATE_LIMITED: more than 10 reports in an hour'),
  },
});

export function reportRoutes() {
  const app = signedInRouter();
  app.openapi(postReport, async (c) => {
    const input = c.req.valid('json');
    const stored = await reportMember(c.var.deps, c.var.viewer.id, {
      userId: input.user_id,
      reason: input.reason,
      details: input.details,
    });
    return c.json(presentReportReceipt(stored), 201);
  });
  return app;
}
