import { createRoute, z } from '@hono/zod-openapi';
import { selfieBodyLimit } from '../../http/body-limits.ts';
import { errorResponse, json, jsonBody } from '../../http/openapi.ts';
import { signedInRouter } from '../../http/router.ts';
import {
  SELFIE_FIELD,
  SELFIE_TYPES_MESSAGE,
  ZSelfieFields,
  ZVerificationSettings,
} from '../../../shared/safety/verification-contract.ts';
import { presentMyVerification } from './member-presenter.ts';
import {
  drawAnotherPose,
  myVerification,
  POSE_RATE_RULE,
  saveSettings,
  SELFIE_RATE_RULE,
  submitSelfie,
} from './member-service.ts';
import { ZMyVerification } from './openapi-schemas.ts';

const tags = ['verification'];
const answer = json(ZMyVerification, 'My verification now');

const ZSelfieFile = z
  .custom<File>((value) => value instanceof File, 'Take or choose a selfie')
  .openapi({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 8 MB' });

const getMine = createRoute({
  method: 'get',
  path: '/api/me/verification',
  tags,
  summary:
    'My verification: none, pending, approved (verified_at) or refused (with the reason), the pose to copy (drawn at random, valid 30 minutes), whether I have a photo to compare with, and whether only verified members may see me.',
  responses: { 200: answer, 401: errorResponse('Not signed in') },
});

const postPose = createRoute({
  method: 'post',
  path: '/api/me/verification/pose',
  tags,
  summary: `Draw another pose (never the one shown now); ${POSE_RATE_RULE.max} an hour.`,
  responses: {
    200: answer,
    401: errorResponse('Not signed in'),
    429: errorResponse('RATE_LIMITED (see Retry-After)'),
  },
});

const postSelfie = createRoute({
  method: 'post',
  path: '/api/me/verification',
  tags,
  summary:
    'Send a selfie copying the pose drawn for me (multipart: selfie, pose, woman_reviewer). Judged by its bytes, re-encoded without metadata and stored privately: only staff read it, and it is erased 30 days after their decision.',
  // After the router's sign-in check: an anonymous caller is refused before 8 MB are read.
  middleware: [selfieBodyLimit] as const,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': { schema: ZSelfieFields.extend({ [SELFIE_FIELD]: ZSelfieFile }) },
      },
    },
  },
  responses: {
    200: answer,
    400: errorResponse('VALIDATION_FAILED (no selfie, unknown pose) or INVALID_IMAGE (damaged)'),
    401: errorResponse('Not signed in'),
    409: errorResponse(
      'PROFILE_REQUIRED, PHOTO_REQUIRED (nothing to compare with), VERIFICATION_PENDING, ALREADY_VERIFIED or POSE_EXPIRED (not the pose asked of me now)',
    ),
    413: errorResponse('PAYLOAD_TOO_LARGE: over 8 MB'),
    415: errorResponse(`UNSUPPORTED_MEDIA_TYPE: ${SELFIE_TYPES_MESSAGE}, judged by the bytes`),
    429: errorResponse(`RATE_LIMITED: more than ${SELFIE_RATE_RULE.max} selfies an hour`),
  },
});

const putSettings = createRoute({
  method: 'put',
  path: '/api/me/verification/settings',
  tags,
  summary: 'Be seen only by verified members (browse, matches, profiles ...), or by everyone.',
  request: jsonBody(ZVerificationSettings),
  responses: {
    200: answer,
    400: errorResponse('VALIDATION_FAILED'),
    401: errorResponse('Not signed in'),
    409: errorResponse('PROFILE_REQUIRED'),
  },
});

export function memberVerificationRoutes() {
  const app = signedInRouter();
  app.openapi(getMine, async (c) => {
    const found = await myVerification(c.var.deps.db, c.var.viewer.id, c.var.deps.clock.now());
    return c.json(presentMyVerification(found), 200);
  });
  app.openapi(postPose, async (c) => {
    const found = await drawAnotherPose(c.var.deps.db, c.var.viewer.id, c.var.deps.clock.now());
    return c.json(presentMyVerification(found), 200);
  });
  app.openapi(postSelfie, async (c) => {
    const form = c.req.valid('form');
    const found = await submitSelfie(c.var.deps, c.var.viewer.id, {
      file: form[SELFIE_FIELD],
      pose: form.pose,
      womanReviewer: form.woman_reviewer,
    });
    return c.json(presentMyVerification(found), 200);
  });
  app.openapi(putSettings, async (c) => {
    const { verified_viewers_only } = c.req.valid('json');
    const { db, clock } = c.var.deps;
    const found = await saveSettings(db, c.var.viewer.id, verified_viewers_only, clock.now());
    return c.json(presentMyVerification(found), 200);
  });
  return app;
}
