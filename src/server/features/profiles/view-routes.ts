import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/errors.ts';
import { createRouter } from '../../http/router.ts';
import { matchScore } from '../../../shared/rules/match-score.ts';
import { errorResponse, ZProfileDetail } from './openapi-schemas.ts';
import { audienceOf, countsAsView, mayScoreMatch } from './policies.ts';
import { presentMemberProfile, presentVisitorProfile } from './presenter.ts';
import { matchProfileOf } from './profile-columns.ts';
import { findNamedProfile, recordView } from './service.ts';

const getProfile = createRoute({
  method: 'get',
  path: '/api/profiles/{userId}',
  tags: ['profiles'],
  summary:
    "Another member's profile. Signed in: every detail but e-mail, phone and date of birth, plus the real match score; a view is recorded. Signed out: first name, age and country only.",
  request: { params: z.object({ userId: z.string().min(1).max(128) }) },
  responses: {
    200: { description: 'The profile', content: { 'application/json': { schema: ZProfileDetail } } },
    404: errorResponse('NOT_FOUND: no such member, or no name on the profile yet'),
  },
});

const profileNotFound = () => new ApiError(404, 'NOT_FOUND', 'Profile not found');

export function viewRoutes() {
  const app = createRouter();
  app.openapi(getProfile, async (c) => {
    const { userId } = c.req.valid('param');
    const { db, log } = c.var.deps;
    const viewer = c.var.viewer;
    const row = await findNamedProfile(db, userId);
    if (!row) throw profileNotFound();

    const audience = audienceOf(viewer, row.userId);
    if (audience === 'visitor' || !viewer) {
      return c.json({ viewer: 'visitor' as const, profile: presentVisitorProfile(row) }, 200);
    }
    const own = mayScoreMatch(audience) ? await findNamedProfile(db, viewer.id) : null;
    const match = own ? matchScore(matchProfileOf(own), matchProfileOf(row)) : null;
    if (countsAsView(audience)) await recordView(db, log, viewer.id, row.userId);
    return c.json({ viewer: audience, profile: presentMemberProfile(row), match }, 200);
  });
  return app;
}
