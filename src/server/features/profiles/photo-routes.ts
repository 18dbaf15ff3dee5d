import { createRoute, z } from '@hono/zod-openapi';
import { photoBodyLimit } from '../../http/body-limits.ts';
import { errorResponse } from '../../http/openapi.ts';
import { signedInRouter } from '../../http/router.ts';
import { PHOTO_FIELD, PHOTO_TYPES_MESSAGE } from '../../../shared/profiles/photo-contract.ts';
import { ZPhotoUrls } from './openapi-schemas.ts';
import { PHOTO_RATE_RULE, removePhoto, replacePhoto } from './photo-service.ts';
import { presentPhotoUrls } from './presenter.ts';

const ZPhotoFile = z
  .custom<File>((value) => value instanceof File, 'Choose a photo to upload')
  .openapi({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 8 MB' });

const photoAnswer = {
  description: 'The new photo URLs (both null after a removal)',
  content: { 'application/json': { schema: ZPhotoUrls } },
};

const postPhoto = createRoute({
  method: 'post',
  path: '/api/me/photo',
  tags: ['me'],
  summary:
    'Upload or replace the own photo (multipart field "photo"). Stored as a 1024 px WebP and a 256 px thumbnail, without EXIF/GPS.',
  // After the router's sign-in check: an anonymous caller is refused before 8 MB are read.
  middleware: [photoBodyLimit] as const,
  request: {
    body: {
      required: true,
      content: { 'multipart/form-data': { schema: z.object({ [PHOTO_FIELD]: ZPhotoFile }) } },
    },
  },
  responses: {
    200: photoAnswer,
    400: errorResponse('VALIDATION_FAILED (no photo field) or INVALID_IMAGE (damaged or too many pixels)'),
    401: errorResponse('Not signed in'),
    413: errorResponse('PAYLOAD_TOO_LARGE: over 8 MB'),
    415: errorResponse(`UNSUPPORTED_MEDIA_TYPE: ${PHOTO_TYPES_MESSAGE}, judged by the bytes`),
    429: errorResponse(
      `RATE_LIMITED: more than ${PHOTO_RATE_RULE.max} uploads an hour (see Retry-After); nothing is decoded or stored`,
    ),
  },
});

const deletePhoto = createRoute({
  method: 'delete',
  path: '/api/me/photo',
  tags: ['me'],
  summary: 'Remove the own photo and its thumbnail.',
  responses: { 200: photoAnswer, 401: errorResponse('Not signed in') },
});

export function photoRoutes() {
  const app = signedInRouter();
  app.openapi(postPhoto, async (c) => {
    const urls = await replacePhoto(c.var.deps, c.var.viewer.id, c.req.valid('form')[PHOTO_FIELD]);
    return c.json(presentPhotoUrls(urls), 200);
  });
  app.openapi(deletePhoto, async (c) => {
    return c.json(presentPhotoUrls(await removePhoto(c.var.deps, c.var.viewer.id)), 200);
  });
  return app;
}
