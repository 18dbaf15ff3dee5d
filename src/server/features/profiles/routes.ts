import { createRoute, z } from '@hono/zod-openapi';
import { READ_ONLY_PROFILE_FIELDS, ZProfileInput } from '../../../shared/profiles/profile-contract.ts';
import { roleOf } from '../../auth/roles.ts';
import { findAccountHold } from '../../domain/member/account-holds.ts';
import { unauthorized } from '../../http/errors.ts';
import { errorResponse, json } from '../../http/openapi.ts';
import { genderLocked } from './errors.ts';
import { accountRouter, createRouter, signedInRouter } from '../../http/router.ts';
import { ZMe, ZOwnProfileAnswer, ZSavedProfile } from './openapi-schemas.ts';
import { photoRoutes } from './photo-routes.ts';
import { presentMe, presentOwnProfile } from './presenter.ts';
import { findAccount, findOwnProfile, saveOwnProfile } from './service.ts';
import { statsRoutes } from './stats-routes.ts';
import { viewRoutes } from './view-routes.ts';

const getMe = createRoute({
  method: 'get',
  path: '/api/me',
  tags: ['me'],
  summary:
    "The signed-in member: account, role, own profile and its completion (the one 10-field rule), and account_kind ('guardian': a guardian account, issue 23 item 5).",
  responses: { 200: json(ZMe, 'The signed-in member'), 401: errorResponse('Not signed in') },
});

const getOwnProfile = createRoute({
  method: 'get',
  path: '/api/me/profile',
  tags: ['me'],
  summary: "The signed-in member's own profile, or null before the first save.",
  responses: { 200: json(ZOwnProfileAnswer, 'Own profile'), 401: errorResponse('Not signed in') },
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
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: z.preprocess(withoutReadOnlyFields, ZProfileInput) } },
    },
  },
  responses: {
    200: json(ZSavedProfile, 'The saved profile'),
    400: errorResponse('VALIDATION_FAILED with fields[name], or a body that is not JSON'),
    401: errorResponse('Not signed in'),
    409: errorResponse('GENDER_LOCKED: the gender was saved before and only staff change it'),
  },
});

/** GET /api/me answers guardian accounts too (account_kind says which): the web decides its shell by it. */
function meRoutes() {
  const app = accountRouter();
  app.openapi(getMe, async (c) => {
    const { viewer } = c.var;
    const { db, log } = c.var.deps;
    const [account, row, role, hold] = await Promise.all([
      findAccount(db, viewer.id),
      findOwnProfile(db, viewer.id),
      roleOf(db, viewer.id, log),
      findAccountHold(db, viewer.id),
    ]);
    // The session outlived its account (deleted meanwhile): the caller is nobody.
    if (!account) throw unauthorized();
    return c.json(presentMe(account, role, row, hold), 200);
  });
  return app;
}

function ownProfileRoutes() {
  const app = signedInRouter();

  app.openapi(getOwnProfile, async (c) => {
    const { viewer } = c.var;
    const row = await findOwnProfile(c.var.deps.db, viewer.id);
    return c.json({ profile: row ? presentOwnProfile(row, viewer.email) : null }, 200);
  });

  app.openapi(putOwnProfile, async (c) => {
    const { viewer } = c.var;
    const outcome = await saveOwnProfile(c.var.deps.db, viewer.id, c.req.valid('json'));
    if (outcome.kind === 'gender-locked') throw genderLocked();
    return c.json({ profile: presentOwnProfile(outcome.row, viewer.email) }, 200);
  });
  return app;
}

/** The member's own profile, photo and counts (/api/me...), and other members' profiles. */
export function profileRoutes() {
  const app = createRouter();
  app.route('/', meRoutes());
  app.route('/', ownProfileRoutes());
  app.route('/', photoRoutes());
  app.route('/', statsRoutes());
  app.route('/', viewRoutes());
  return app;
}
