import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, json, jsonBody } from '../../http/openapi.ts';
import { staffRouter } from '../../http/router.ts';
import {
  ZModerationDecisionInput,
  ZModerationQueueQuery,
} from '../../../shared/safety/moderation-contract.ts';
import { moderationRefusal } from './errors.ts';
import { claimItem, releaseItem } from './moderation-claims.ts';
import { decideItem } from './moderation-decisions.ts';
import { evidencePhoto } from './moderation-evidence.ts';
import { ZModerationItem, ZModerationQueue } from './moderation-openapi.ts';
import { presentItem, presentQueue } from './moderation-presenter.ts';
import { findItem, historyOf, listQueue, reportsOfItem } from './moderation-queue.ts';

const tags = ['moderation'];
const ZItemId = z.object({ id: z.string().max(64) });
const staffOnly = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not a moderator or admin'),
};

const getQueue = createRoute({
  method: 'get',
  path: '/api/moderation/queue',
  tags,
  summary: 'The moderation queue: open (or decided) items, the latest activity first, 20 a page.',
  request: { query: ZModerationQueueQuery },
  responses: {
    200: json(ZModerationQueue, 'One page'),
    400: errorResponse('VALIDATION_FAILED'),
    ...staffOnly,
  },
});

const getItem = createRoute({
  method: 'get',
  path: '/api/moderation/items/{id}',
  tags,
  summary: 'One item: the member, every report with its evidence as it was taken, their earlier decisions.',
  request: { params: ZItemId },
  responses: { 200: json(ZModerationItem, 'The item'), 404: errorResponse('NOT_FOUND'), ...staffOnly },
});

const itemAction = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path,
    tags,
    summary,
    request: { params: ZItemId },
    responses: {
      200: json(ZModerationItem, 'The item now'),
      404: errorResponse('NOT_FOUND'),
      409: errorResponse('CLAIMED_BY_OTHER or ALREADY_DECIDED'),
      ...staffOnly,
    },
  });

const postClaim = itemAction(
  '/api/moderation/items/{id}/claim',
  'Claim an item: nobody else may decide it while the claim lasts (30 minutes, renewed by claiming again).',
);
const postRelease = itemAction('/api/moderation/items/{id}/release', 'Let go of my claim.');

const postDecision = createRoute({
  method: 'post',
  path: '/api/moderation/items/{id}/decision',
  tags,
  summary:
    'Decide a claimed item with a reason: dismiss, warn, remove the photo, suspend for some days, or ban. Recorded in the audit trail; the member is told by e-mail (and in the app for a warning or a removed photo).',
  request: { params: ZItemId, ...jsonBody(ZModerationDecisionInput) },
  responses: {
    200: json(ZModerationItem, 'The decided item'),
    400: errorResponse('VALIDATION_FAILED'),
    404: errorResponse('NOT_FOUND'),
    409: errorResponse('NOT_CLAIMED, CLAIMED_BY_OTHER, ALREADY_DECIDED or STAFF_TARGET'),
    ...staffOnly,
  },
});

const getEvidencePhoto = createRoute({
  method: 'get',
  path: '/api/moderation/reports/{id}/photos/{snapshot}',
  tags,
  summary: "A report's copy of the reported member's photo as it was then (staff only; never under /media).",
  request: {
    params: z.object({ id: z.string().max(64), snapshot: z.coerce.number().int().min(0).max(1000) }),
  },
  responses: {
    200: { description: 'image/webp', content: { 'image/webp': { schema: z.any() } } },
    404: errorResponse('NOT_FOUND'),
    ...staffOnly,
  },
});

export function moderationRoutes() {
  const app = staffRouter('moderator');
  const itemAnswer = async (db: Parameters<typeof findItem>[0], id: string, me: string) => {
    const row = await findItem(db, id);
    if (!row) throw moderationRefusal('not-found');
    const [reports, history] = await Promise.all([reportsOfItem(db, id), historyOf(db, row.user_id, id)]);
    return presentItem(row, reports, history, me);
  };

  app.openapi(getQueue, async (c) => {
    const { status, kind, cursor } = c.req.valid('query');
    const page = await listQueue(c.var.deps.db, status, kind, cursor);
    return c.json(presentQueue(page, c.var.viewer.id), 200);
  });

  app.openapi(getItem, async (c) =>
    c.json(await itemAnswer(c.var.deps.db, c.req.valid('param').id, c.var.viewer.id), 200),
  );

  app.openapi(postClaim, async (c) => {
    const { id } = c.req.valid('param');
    await claimItem(c.var.deps.db, c.var.viewer.id, id, c.var.deps.clock.now());
    return c.json(await itemAnswer(c.var.deps.db, id, c.var.viewer.id), 200);
  });

  app.openapi(postRelease, async (c) => {
    const { id } = c.req.valid('param');
    await releaseItem(c.var.deps.db, c.var.viewer.id, id);
    return c.json(await itemAnswer(c.var.deps.db, id, c.var.viewer.id), 200);
  });

  app.openapi(postDecision, async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    await decideItem(c.var.deps, c.var.viewer, id, {
      decision: input.decision,
      reason: input.reason,
      suspendDays: input.suspend_days,
    });
    return c.json(await itemAnswer(c.var.deps.db, id, c.var.viewer.id), 200);
  });

  app.openapi(getEvidencePhoto, async (c) => {
    const { id, snapshot } = c.req.valid('param');
    const bytes = await evidencePhoto(c.var.deps, id, snapshot);
    if (!bytes) throw moderationRefusal('not-found');
    c.header('Content-Type', 'image/webp');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'private, no-store');
    return c.body(new Uint8Array(bytes), 200) as never;
  });
  return app;
}
