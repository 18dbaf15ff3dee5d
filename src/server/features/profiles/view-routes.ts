import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/errors.ts';
import { errorResponse, json } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { ZProfileDetail } from './openapi-schemas.ts';
import { isOwnPageRequest } from './policies.ts';
import { presentProfileDetail } from './presenter.ts';
import { profileForViewer } from './service.ts';

const getProfile = createRoute({
  method: 'get',
  path: '/api/profiles/{userId}',
  tags: ['profiles'],
  summary:
    "Another member's profile. Signed in: every detail but e-mail, phone and date of birth, plus the real match score; a view is recorded unless Sec-Fetch-Site says another site (or a typed address) asked. Signed out: first name, age and country only.",
  request: { params: z.object({ userId: z.string().min(1).max(128) }) },
  responses: {
    200: json(ZProfileDetail, 'The profile'),
    404: errorResponse('NOT_FOUND: no such member, or no name on the profile yet'),
  },
});

const profileNotFound = () => new ApiError(404, 'NOT_FOUND', 'Profile not found');

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
  return app;
}
