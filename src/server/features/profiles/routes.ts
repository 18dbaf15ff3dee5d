import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router.ts';
import { dashboardCompletion } from '../../../shared/rules/profile-completion.ts';
import { READ_ONLY_PROFILE_FIELDS, ZProfileInput } from '../../../shared/profile-schema.ts';
import { requireSignedIn } from '../../auth/middleware.ts';
import { unauthorized } from '../../http/errors.ts';
import { ZErrorResponse } from '../../http/openapi.ts';
import { errorResponse, ZOwnProfile } from './openapi-schemas.ts';
import { photoRoutes } from './photo-routes.ts';
import { presentOwnProfile } from './presenter.ts';
import { findAccount, findOwnProfile, saveOwnProfile } from './service.ts';
import { statsRoutes } from './stats-routes.ts';
import { viewRoutes } from './view-routes.ts';
import { roleOf } from '../../auth/roles.ts';

const ZMe = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      email_verified: z.boolean(),
      created_at: z.string(),
    }),
    role: z.enum(['user', 'moderator', 'admin']),
    profile: ZOwnProfile.nullable(),
    completion: z.number().int().min(0).max(100),
  })
  .openapi('Me');

const getMe = createRoute({
  method: 'get',
  path: '/api/me',
  tags: ['me'],
  summary: 'The signed-in member: account, role, own profile and its completion (12-field formula).',
  middleware: [requireSignedIn] as const,
  responses: {
    200: { description: 'The signed-in member', content: { 'application/json': { schema: ZMe } } },
    401: { description: 'Not signed in', content: { 'application/json': { schema: ZErrorResponse } } },
  },
});

const ZOwnProfileAnswer = z.object({ profile: ZOwnProfile.nullable() });

const getOwnProfile = createRoute({
  method: 'get',
  path: '/api/me/profile',
  tags: ['me'],
  summary: "The signed-in member's own profile, or null before the first save.",
  middleware: [requireSignedIn] as const,
  responses: {
    200: { description: 'Own profile', content: { 'application/json': { schema: ZOwnProfileAnswer } } },
    401: errorResponse('Not signed in'),
  },
});

const READ_ONLY = new Set<string>(READ_ONLY_PROFILE_FIELDS);

/** A client may send back what GET returned: the server-owned fields are dropped before validation. */
function withoutReadOnlyFields(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !READ_ONLY.has(key)));
}

const putOwnProfile = createRoute({
  method: 'put',
  path: '/api/me/profile',
  tags: ['me'],
  summary:
    'Create or replace the own profile (fields left out are saved empty); also renames the account to full_name.',
  middleware: [requireSignedIn] as const,
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: z.preprocess(withoutReadOnlyFields, ZProfileInput) } },
    },
  },
  responses: {
    200: {
      description: 'The saved profile',
      content: { 'application/json': { schema: z.object({ profile: ZOwnProfile }) } },
    },
    400: errorResponse('VALIDATION_FAILED with fields[name], or a body that is not JSON'),
    401: errorResponse('Not signed in'),
  },
});

export function profileRoutes() {
  const app = createRouter();
  app.openapi(getMe, async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw unauthorized();
    const { db, log } = c.var.deps;
    const [account, row, role] = await Promise.all([
      findAccount(db, viewer.id),
      findOwnProfile(db, viewer.id),
      roleOf(db, viewer.id, log),
    ]);
    if (!account) throw unauthorized();
    const profile = row ? presentOwnProfile(row, account.email) : null;
    return c.json(
      {
        user: {
          id: account.id,
          email: account.email,
          name: account.name,
          email_verified: account.emailVerified,
          created_at: account.createdAt.toISOString(),
        },
        role,
        profile,
        completion: dashboardCompletion(profile ?? { email: account.email }),
      },
      200,
    );
  });

  app.openapi(getOwnProfile, async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw unauthorized();
    const row = await findOwnProfile(c.var.deps.db, viewer.id);
    return c.json({ profile: row ? presentOwnProfile(row, viewer.email) : null }, 200);
  });

  app.openapi(putOwnProfile, async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw unauthorized();
    const row = await saveOwnProfile(c.var.deps.db, viewer.id, c.req.valid('json'));
    return c.json({ profile: presentOwnProfile(row, viewer.email) }, 200);
  });

  app.route('/', photoRoutes());
  app.route('/', viewRoutes());
  app.route('/', statsRoutes());
  return app;
}
