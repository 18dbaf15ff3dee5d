import { createRoute, z } from '@hono/zod-openapi';
import { ZViewTime } from '../../../shared/analytics/analytics-contract.ts';
import { ApiError } from '../../http/errors.ts';
import { errorResponse, json, jsonBody } from '../../http/openapi.ts';
import { createRouter, signedInRouter } from '../../http/router.ts';
import { ZProfileDetail } from './openapi-schemas.ts';
import { isOwnPageRequest } from './policies.ts';
import { presentProfileDetail } from './presenter.ts';
import { profileForViewer } from './service.ts';
import { addViewTime } from './view-recording.ts';

const ZProfileParam = z.object({ userId: z.string().min(1).max(128) });

const getProfile = createRoute({
  method: 'get',
  path: '/api/profiles/{userId}',
  tags: ['profiles'],
  summary:
    "Another member's profile. Signed in: every detail but e-mail, phone and date of birth, plus the real match score; a visit is recorded (opens less than 30 minutes apart extend one; only of a member of the opposite gender, never while incognito) unless Sec-Fetch-Site says another site (or a typed address) asked. Signed out: first name, age and country only.",
  request: { params: ZProfileParam },
  responses: {
    200: json(ZProfileDetail, 'The profile'),
    404: errorResponse('NOT_FOUND: no such member, or no name on the profile yet'),
  },
});

const postViewTime = createRoute({
  method: 'post',
  path: '/api/profiles/{userId}/view-time',
  tags: ['profiles'],
  summary:
    "Seconds the profile page was visible since its last report (fetch with keepalive, or sendBeacon on leave), added to the caller's own visit of that profile if it was seen in the last 30 minutes; a visit counts 30 minutes at most, and never more than the time since it began. 204 when added; 404 when the caller has no such visit (unknown member, own profile, incognito, another site's page, or a visit over 30 minutes old): nothing changes.",
  request: { params: ZProfileParam, ...jsonBody(ZViewTime) },
  responses: {
    204: { description: 'Added to the visit' },
    400: errorResponse(
      'VALIDATION_FAILED: seconds must be a whole number from 1 to 1800; or a body that is not JSON',
    ),
    401: errorResponse('Not signed in'),
    403: errorResponse('FORBIDDEN_ORIGIN: sent from another site'),
    404: errorResponse('NOT_FOUND: no recent visit of this profile by the caller'),
  },
});

const profileNotFound = () => new ApiError(404, 'NOT_FOUND', 'Profile not found');
const noRecentVisit = () => new ApiError(404, 'NOT_FOUND', 'No recent visit of this profile');

/**
 * Time spent, reported by the viewer's own page. Signed in only; the origin guard (http/origin-guard.ts)
 * refuses another site's page, and a beacon from ours names our origin like any POST.
 */
function viewTimeRoutes() {
  const app = signedInRouter();
  app.openapi(postViewTime, async (c) => {
    const { db, clock } = c.var.deps;
    const { userId } = c.req.valid('param');
    const added = await addViewTime(db, c.var.viewer.id, userId, c.req.valid('json').seconds, clock.now());
    if (!added) throw noRecentVisit();
    return c.body(null, 204);
  });
  return app;
}

/** Open to visitors too: what they see is decided by policies.ts. */
export function viewRoutes() {
  const app = createRouter();
  app.openapi(getProfile, async (c) => {
    const found = await profileForViewer(c.var.deps, c.var.viewer, c.req.valid('param').userId, {
      ownPage: isOwnPageRequest(c.req.header('Sec-Fetch-Site')),
    });
    if (!found) throw profileNotFound();
    return c.json(presentProfileDetail(found), 200);
  });
  app.route('/', viewTimeRoutes());
  return app;
}
