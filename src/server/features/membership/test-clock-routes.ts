import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/errors.ts';
import { errorResponse, json, jsonBody } from '../../http/openapi.ts';
import { signedInRouter } from '../../http/router.ts';
import { forgetPlans } from '../../domain/membership/plan-changes.ts';
import { runMembershipSweep } from './payments/sweep.ts';

const ZClockMove = z.strictObject({
  advance_seconds: z
    .number({ error: 'advance_seconds must be a whole number' })
    .int('advance_seconds must be a whole number')
    .min(1, 'advance_seconds must be at least 1')
    .max(400 * 86_400, 'advance_seconds must be at most 400 days'),
});

const ZClockMoved = z
  .object({ now: z.string(), renewed: z.number().int(), ended: z.number().int() })
  .openapi('TestClockMoved');

const move = createRoute({
  method: 'post',
  path: '/api/test/clock',
  tags: ['membership'],
  summary:
    "Browser tests only (TEST_CLOCK=true, local addresses): moves the server's clock forward and runs the membership sweep at once, so periods end and renew without waiting. 404 on every other server.",
  request: jsonBody(ZClockMove),
  responses: {
    200: json(ZClockMoved, 'The new time and what the sweep did'),
    400: errorResponse('VALIDATION_FAILED'),
    401: errorResponse('Not signed in'),
    404: errorResponse('NOT_FOUND: this server has no test clock'),
  },
});

export function testClockRoutes() {
  const app = signedInRouter();
  app.openapi(move, async (c) => {
    const { deps } = c.var;
    const { clock } = deps;
    if (!deps.config.testClock || !('advance' in clock) || typeof clock.advance !== 'function')
      throw new ApiError(404, 'NOT_FOUND', 'Not found.');
    clock.advance(c.req.valid('json').advance_seconds * 1000);
    await forgetPlans(deps);
    const swept = await runMembershipSweep(deps);
    return c.json({ now: clock.now().toISOString(), renewed: swept.renewed, ended: swept.ended }, 200);
  });
  return app;
}
