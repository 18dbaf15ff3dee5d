import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router.ts';
import { dashboardCompletion } from '../../../shared/rules/profile-completion.ts';
import { requireSignedIn } from '../../auth/middleware.ts';
import { unauthorized } from '../../http/errors.ts';
import { ZErrorResponse } from '../../http/openapi.ts';
import { presentOwnProfile } from './presenter.ts';
import { findAccount, findOwnProfile } from './service.ts';

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
    profile: z.record(z.string(), z.unknown()).nullable(),
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

export function profileRoutes() {
  const app = createRouter();
  app.openapi(getMe, async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw unauthorized();
    const { db } = c.var.deps;
    const [account, row] = await Promise.all([findAccount(db, viewer.id), findOwnProfile(db, viewer.id)]);
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
        role: viewer.role,
        profile,
        completion: dashboardCompletion(profile ?? { email: account.email }),
      },
      200,
    );
  });
  return app;
}
