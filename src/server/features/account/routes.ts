import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { sessionCookiePrefix } from '../../auth/session-cookie.ts';
import { presentAccountState } from '../../domain/member/account-holds.ts';
import type { SignedInEnv } from '../../http/app-env.ts';
import { hitRateLimit, type RateRule } from '../../http/rate-limit.ts';
import { errorResponse, json, jsonBody } from '../../http/openapi.ts';
import { accountRouter, signedInRouter } from '../../http/router.ts';
import { ZDeleteAccountInput } from '../../../shared/account/account-contract.ts';
import {
  cancelDeletion,
  pauseAccount,
  scheduleDeletion,
  signOutEverywhere,
  unpauseAccount,
} from './account-service.ts';
import { deleteRateLimited, exportRateLimited, staffAccount, wrongPassword } from './errors.ts';
import { exportArchiveStream } from './export-archive.ts';
import { ZAccountState } from './openapi-schemas.ts';

/** Downloads are expensive (every message, the photos): 3 an hour per member. */
export const EXPORT_RATE_RULE: RateRule = { max: 3, windowSeconds: 3600 };

const tags = ['account'];
const state = (description: string) => ({
  200: json(ZAccountState, description),
  401: errorResponse('Not signed in'),
});

const postPause = createRoute({
  method: 'post',
  path: '/api/me/pause',
  tags,
  summary:
    'Pause my profile: nobody finds me (browse, matches, favourites, featured, my profile, viewers) or sends me a request; my chats keep working. Twice changes nothing.',
  responses: state('My account state'),
});

const deletePause = createRoute({
  method: 'delete',
  path: '/api/me/pause',
  tags,
  summary: 'Unpause my profile (also fine when it was not paused).',
  responses: state('My account state'),
});

const deleteMe = createRoute({
  method: 'delete',
  path: '/api/me',
  tags,
  summary:
    'Delete my account, confirmed by my password: hidden at once, signed out everywhere, erased 14 days later unless I sign in and keep it. A mail says the date.',
  request: jsonBody(ZDeleteAccountInput),
  responses: {
    200: json(ZAccountState, 'Scheduled: deletion_scheduled_at is the date; this session has ended'),
    400: errorResponse('VALIDATION_FAILED: no password'),
    401: errorResponse('Not signed in'),
    403: errorResponse('WRONG_PASSWORD'),
    409: errorResponse('STAFF_ACCOUNT: moderators and admins lose their role first'),
    429: errorResponse('RATE_LIMITED: 10 attempts an hour'),
  },
});

const deleteDeletion = createRoute({
  method: 'delete',
  path: '/api/me/deletion',
  tags,
  summary: 'Keep my account: the scheduled deletion is cancelled (a pause I had stays).',
  responses: state('My account state'),
});

const deleteSessions = createRoute({
  method: 'delete',
  path: '/api/me/sessions',
  tags,
  summary: 'Sign out of all devices, this one too: every session ends and its open sockets close.',
  responses: {
    200: json(z.object({ ended: z.number().int() }), 'How many sessions ended'),
    401: errorResponse('Not signed in'),
  },
});

const getExport = createRoute({
  method: 'get',
  path: '/api/me/export',
  tags,
  summary:
    'Download my data as a zip: account, profile, photos, connections, messages, profile views, favourites, membership and payments. 3 an hour.',
  responses: {
    200: {
      description: 'A zip, as an attachment',
      content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    401: errorResponse('Not signed in'),
    429: errorResponse('RATE_LIMITED'),
  },
});

/** This device's cookie goes with its session (the row is gone already; the browser forgets it too). */
function forgetSessionCookie(c: Context<SignedInEnv>) {
  const secure = c.var.deps.config.secureCookies;
  deleteCookie(c, `${sessionCookiePrefix(secure)}.session_token`, { path: '/', secure });
}

/** The member's own account: pause, delete (and keep), export, sign out everywhere. */
export function accountRoutes() {
  // A guardian account (issue 23 item 5) may sign out everywhere too; the rest is a member's.
  const anyAccount = accountRouter();
  anyAccount.openapi(deleteSessions, async (c) => {
    const ended = await signOutEverywhere(c.var.deps, c.var.viewer.id);
    forgetSessionCookie(c);
    return c.json({ ended }, 200);
  });
  const app = signedInRouter();
  app.route('/', anyAccount);
  app.openapi(postPause, async (c) => {
    return c.json(presentAccountState(await pauseAccount(c.var.deps, c.var.viewer.id)), 200);
  });
  app.openapi(deletePause, async (c) => {
    return c.json(presentAccountState(await unpauseAccount(c.var.deps, c.var.viewer.id)), 200);
  });
  app.openapi(deleteMe, async (c) => {
    const outcome = await scheduleDeletion(c.var.deps, c.var.viewer.id, c.req.valid('json').password);
    if (outcome.kind === 'rate-limited') throw deleteRateLimited(outcome.retryAfterSeconds);
    if (outcome.kind === 'wrong-password') throw wrongPassword();
    if (outcome.kind === 'staff') throw staffAccount();
    forgetSessionCookie(c);
    return c.json(presentAccountState(outcome.hold), 200);
  });
  app.openapi(deleteDeletion, async (c) => {
    return c.json(presentAccountState(await cancelDeletion(c.var.deps, c.var.viewer.id)), 200);
  });
  app.openapi(getExport, async (c) => {
    const { deps, viewer } = c.var;
    const limit = await hitRateLimit(deps.db, `account-export:${viewer.id}`, EXPORT_RATE_RULE);
    if (!limit.allowed) throw exportRateLimited(limit.retryAfterSeconds);
    const day = deps.clock.now().toISOString().slice(0, 10);
    return new Response(exportArchiveStream(deps, viewer.id), {
      status: 200,
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="mithaq-data-${day}.zip"`,
        'cache-control': 'no-store',
      },
    });
  });
  return app;
}
