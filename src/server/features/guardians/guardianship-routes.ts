import { createRoute } from '@hono/zod-openapi';
import {
  GUARDIAN_ACCESS_PAGE_SIZE,
  GUARDIANS_MAX,
  ZGuardianAccessQuery,
  ZGuardianInvite,
} from '../../../shared/safety/guardian-contract.ts';
import { errorResponse, json, jsonBody } from '../../http/openapi.ts';
import { signedInRouter } from '../../http/router.ts';
import { listGuardianAccess } from './access-log-service.ts';
import {
  confirmGuardian,
  INVITE_RATE_RULE,
  inviteGuardian,
  listGuardianships,
  revokeGuardian,
} from './guardianship-service.ts';
import {
  ZGuardianAccessPage,
  ZGuardianList,
  ZGuardianshipIdParam,
  ZGuardianshipReply,
} from './openapi-schemas.ts';
import { presentAccess, presentGuardianship } from './presenter.ts';

const tags = ['guardians'];
const anonymous = errorResponse('UNAUTHORIZED: not signed in');
const guardianAccount = errorResponse('GUARDIAN_ACCOUNT: a guardian account has no guardians of its own');
const notMine = errorResponse('NOT_FOUND "Guardian not found": unknown, or not mine');

const list = createRoute({
  method: 'get',
  path: '/api/me/guardians',
  tags,
  summary: `My guardians (wali, parent, relative): live ones (at most ${GUARDIANS_MAX}) first, then the latest revoked.`,
  responses: { 200: json(ZGuardianList, 'My guardians'), 401: anonymous, 403: guardianAccount },
});

const invite = createRoute({
  method: 'post',
  path: '/api/me/guardians',
  tags,
  summary:
    'Invite a guardian by e-mail { email, name (first name), relationship, weekly_summary? }: a one-time link valid 14 days is mailed to them.',
  request: jsonBody(ZGuardianInvite),
  responses: {
    201: json(ZGuardianshipReply, 'The invitation (status invited)'),
    400: errorResponse('VALIDATION_FAILED with fields; GUARDIAN_SELF: my own address'),
    401: anonymous,
    403: guardianAccount,
    409: errorResponse(
      `GUARDIAN_LIMIT: ${GUARDIANS_MAX} live already; GUARDIAN_EXISTS: this address is invited`,
    ),
    429: errorResponse(
      `RATE_LIMITED: more than ${INVITE_RATE_RULE.max} invitations an hour, or 3 to one address in 10 minutes`,
    ),
  },
});

const confirm = createRoute({
  method: 'post',
  path: '/api/me/guardians/{id}/confirm',
  tags,
  summary: 'Confirm a guardian who accepted: from now on they read my connections and conversations, live.',
  request: { params: ZGuardianshipIdParam },
  responses: {
    200: json(ZGuardianshipReply, 'The guardianship (status active)'),
    401: anonymous,
    403: guardianAccount,
    404: notMine,
    409: errorResponse('GUARDIAN_NOT_ACCEPTED | GUARDIAN_ALREADY_ACTIVE | GUARDIAN_REVOKED'),
  },
});

const revoke = createRoute({
  method: 'delete',
  path: '/api/me/guardians/{id}',
  tags,
  summary:
    'Revoke a guardian at any stage: the link stops working, their next request is refused and their open sockets close at once.',
  request: { params: ZGuardianshipIdParam },
  responses: {
    200: json(ZGuardianshipReply, 'The guardianship (status revoked)'),
    401: anonymous,
    403: guardianAccount,
    404: notMine,
    409: errorResponse('GUARDIAN_REVOKED: already revoked'),
  },
});

const access = createRoute({
  method: 'get',
  path: '/api/me/guardians/access',
  tags,
  summary: `Every read my guardians made of my connections and conversations, newest first, ${GUARDIAN_ACCESS_PAGE_SIZE} a page.`,
  request: { query: ZGuardianAccessQuery },
  responses: {
    200: json(ZGuardianAccessPage, 'A page of the access log'),
    400: errorResponse('VALIDATION_FAILED: page'),
    401: anonymous,
    403: guardianAccount,
  },
});

/** The member's guardians (issue 23 item 5): members only; a guardian account is refused (403). */
export function guardianshipRoutes() {
  const app = signedInRouter();

  app.openapi(list, async (c) => {
    const rows = await listGuardianships(c.var.deps.db, c.var.viewer.id);
    const now = c.var.deps.clock.now();
    return c.json({ guardians: rows.map((row) => presentGuardianship(row, now)), max: GUARDIANS_MAX }, 200);
  });

  app.openapi(access, async (c) => {
    const { page } = c.req.valid('query');
    const { rows, total } = await listGuardianAccess(c.var.deps.db, c.var.viewer.id, page);
    return c.json({ items: rows.map(presentAccess), total, page, page_size: GUARDIAN_ACCESS_PAGE_SIZE }, 200);
  });

  app.openapi(invite, async (c) => {
    const row = await inviteGuardian(c.var.deps, c.var.viewer, c.req.valid('json'));
    return c.json({ guardianship: presentGuardianship(row, c.var.deps.clock.now()) }, 201);
  });

  app.openapi(confirm, async (c) => {
    const row = await confirmGuardian(c.var.deps, c.var.viewer.id, c.req.valid('param').id);
    return c.json({ guardianship: presentGuardianship(row, c.var.deps.clock.now()) }, 200);
  });

  app.openapi(revoke, async (c) => {
    const row = await revokeGuardian(c.var.deps, c.var.viewer.id, c.req.valid('param').id);
    return c.json({ guardianship: presentGuardianship(row, c.var.deps.clock.now()) }, 200);
  });

  return app;
}
