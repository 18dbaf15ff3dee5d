import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/client.ts';
import { errorResponse, json, jsonBody } from '../../http/openapi.ts';
import { staffRouter } from '../../http/router.ts';
import { SELFIE_MEDIA_PREFIX } from '../../infra/storage.ts';
import {
  ZReviewerSettings,
  ZVerificationDecisionInput,
  ZVerificationQueueQuery,
} from '../../../shared/safety/verification-contract.ts';
import { reviewError } from './errors.ts';
import { ZReviewerSettingsAnswer, ZVerificationDetail, ZVerificationQueue } from './openapi-schemas.ts';
import { claimRequest, releaseRequest } from './review-claims.ts';
import { decideRequest } from './review-decisions.ts';
import { needsWoman, presentDetail, presentQueue, type Reviewer } from './review-presenter.ts';
import { attemptsOf, findRequest, listRequests, reviewerGenderOf, selfieKeyOf } from './review-queue.ts';
import { saveReviewerGender } from './reviewer-settings.ts';

const tags = ['moderation'];
const ZId = z.object({ id: z.string().max(64) });
const staffOnly = { 401: errorResponse('Not signed in'), 403: errorResponse('Not a moderator or admin') };

const getQueue = createRoute({
  method: 'get',
  path: '/api/moderation/verifications',
  tags,
  summary:
    'The verification queue: requests of one status (pending: the one waiting longest first; decided: newest first), 20 a page.',
  request: { query: ZVerificationQueueQuery },
  responses: {
    200: json(ZVerificationQueue, 'One page'),
    400: errorResponse('VALIDATION_FAILED'),
    ...staffOnly,
  },
});

const getDetail = createRoute({
  method: 'get',
  path: '/api/moderation/verifications/{id}',
  tags,
  summary:
    "One request: the pose, the selfie's staff route, the member's profile photos and basic facts, their other attempts.",
  request: { params: ZId },
  responses: { 200: json(ZVerificationDetail, 'The request'), 404: errorResponse('NOT_FOUND'), ...staffOnly },
});

const getSelfie = createRoute({
  method: 'get',
  path: '/api/moderation/verifications/{id}/selfie',
  tags,
  summary: 'The selfie (staff only; never under /media; not kept by any cache). 404 once erased.',
  request: { params: ZId },
  responses: {
    200: { description: 'image/webp', content: { 'image/webp': { schema: z.any() } } },
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a moderator or admin, or WOMAN_REVIEWER_REQUIRED'),
    404: errorResponse('NOT_FOUND or SELFIE_ERASED'),
  },
});

const action = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path,
    tags,
    summary,
    request: { params: ZId },
    responses: {
      200: json(ZVerificationDetail, 'The request now'),
      403: errorResponse('Not a moderator or admin, or WOMAN_REVIEWER_REQUIRED'),
      404: errorResponse('NOT_FOUND'),
      409: errorResponse('CLAIMED_BY_OTHER, ALREADY_DECIDED or OWN_VERIFICATION'),
      401: errorResponse('Not signed in'),
    },
  });

const postClaim = action(
  '/api/moderation/verifications/{id}/claim',
  'Claim a request: nobody else may decide it while the claim lasts (30 minutes, renewed by claiming again). A request for a woman reviewer: women staff only.',
);
const postRelease = action('/api/moderation/verifications/{id}/release', 'Let go of my claim.');

const postDecision = createRoute({
  method: 'post',
  path: '/api/moderation/verifications/{id}/decision',
  tags,
  summary:
    'Approve (the member is verified) or refuse with a reason the member reads. Only the claim holder; audited; the member is told in the app and by e-mail.',
  request: { params: ZId, ...jsonBody(ZVerificationDecisionInput) },
  responses: {
    200: json(ZVerificationDetail, 'The decided request'),
    400: errorResponse('VALIDATION_FAILED (a refusal without a reason, a reason over 1000 characters)'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a moderator or admin, or WOMAN_REVIEWER_REQUIRED'),
    404: errorResponse('NOT_FOUND'),
    409: errorResponse('NOT_CLAIMED, CLAIMED_BY_OTHER or ALREADY_DECIDED'),
  },
});

const getMe = createRoute({
  method: 'get',
  path: '/api/moderation/me',
  tags,
  summary: 'My reviewer settings: the gender I recorded (decides whether I may review for a woman).',
  responses: { 200: json(ZReviewerSettingsAnswer, 'My settings'), ...staffOnly },
});

const putMe = createRoute({
  method: 'put',
  path: '/api/moderation/me',
  tags,
  summary: 'Record my own gender as a reviewer (female, male, or null to clear it); audited.',
  request: jsonBody(ZReviewerSettings),
  responses: {
    200: json(ZReviewerSettingsAnswer, 'My settings now'),
    400: errorResponse('VALIDATION_FAILED'),
    ...staffOnly,
  },
});

async function detailOf(db: Db, id: string, reviewer: Reviewer) {
  const row = await findRequest(db, id);
  if (!row) throw reviewError('not-found');
  return presentDetail(row, await attemptsOf(db, row.user_id, row.id), reviewer);
}

export function reviewRoutes() {
  const app = staffRouter('moderator');
  const reviewerOf = async (db: Db, id: string): Promise<Reviewer> => ({
    id,
    gender: await reviewerGenderOf(db, id),
  });

  app.openapi(getQueue, async (c) => {
    const { status, page } = c.req.valid('query');
    const { db } = c.var.deps;
    const [found, reviewer] = await Promise.all([
      listRequests(db, status, page),
      reviewerOf(db, c.var.viewer.id),
    ]);
    return c.json(presentQueue(found, page, reviewer), 200);
  });

  app.openapi(getDetail, async (c) => {
    const { db } = c.var.deps;
    return c.json(await detailOf(db, c.req.valid('param').id, await reviewerOf(db, c.var.viewer.id)), 200);
  });

  app.openapi(getSelfie, async (c) => {
    const { db, storage } = c.var.deps;
    const found = await selfieKeyOf(db, c.req.valid('param').id);
    if (!found) throw reviewError('not-found');
    if (needsWoman({ woman_reviewer: found.womanReviewer }, await reviewerOf(db, c.var.viewer.id)))
      throw reviewError('needs-woman');
    // Only a selfie's own private key is read here, never another stored file.
    const bytes = found.key?.startsWith(SELFIE_MEDIA_PREFIX) ? await storage.read(found.key) : null;
    if (!bytes) throw reviewError('selfie-erased');
    c.header('Content-Type', 'image/webp');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'private, no-store');
    c.header('Content-Disposition', 'inline');
    return c.body(new Uint8Array(bytes), 200) as never;
  });

  app.openapi(postClaim, async (c) => {
    const { id } = c.req.valid('param');
    const { db, clock } = c.var.deps;
    await claimRequest(db, c.var.viewer.id, id, clock.now());
    return c.json(await detailOf(db, id, await reviewerOf(db, c.var.viewer.id)), 200);
  });

  app.openapi(postRelease, async (c) => {
    const { id } = c.req.valid('param');
    const { db } = c.var.deps;
    await releaseRequest(db, c.var.viewer.id, id);
    return c.json(await detailOf(db, id, await reviewerOf(db, c.var.viewer.id)), 200);
  });

  app.openapi(postDecision, async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    await decideRequest(c.var.deps, c.var.viewer, id, { decision: input.decision, reason: input.reason });
    const { db } = c.var.deps;
    return c.json(await detailOf(db, id, await reviewerOf(db, c.var.viewer.id)), 200);
  });

  app.openapi(getMe, async (c) =>
    c.json({ reviewer_gender: await reviewerGenderOf(c.var.deps.db, c.var.viewer.id) }, 200),
  );

  app.openapi(putMe, async (c) => {
    const { reviewer_gender } = c.req.valid('json');
    const saved = await saveReviewerGender(c.var.deps, c.var.viewer, reviewer_gender);
    return c.json({ reviewer_gender: saved }, 200);
  });
  return app;
}
