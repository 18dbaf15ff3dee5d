import { createRoute, z } from '@hono/zod-openapi';
import { requireSignedIn } from '../../auth/middleware.ts';
import { photoBodyLimit } from '../../http/body-limits.ts';
import { unauthorized } from '../../http/errors.ts';
import { createRouter } from '../../http/router.ts';
import { PHOTO_FIELD, PHOTO_TYPES_MESSAGE } from '../../../shared/photo-limits.ts';
import { errorResponse, ZPhotoUrls } from './openapi-schemas.ts';
import { removePhoto, replacePhoto } from './photo-service.ts';

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
  // Signed in first, then the 8 MB limit: an anonymous caller is refused before the body is read.
  middleware: [requireSignedIn, photoBodyLimit] as const,
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
  },
});

const deletePhoto = createRoute({
  method: 'delete',
  path: '/api/me/photo',
  tags: ['me'],
  summary: 'Remove the own photo and its thumbnail.',
  middleware: [requireSignedIn] as const,
  responses: { 200: photoAnswer, 401: errorResponse('Not signed in') },
});

export function photoRoutes() {
  const app = createRouter();
  app.openapi(postPhoto, async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw unauthorized();
    const urls = await replacePhoto(c.var.deps, viewer.id, c.req.valid('form')[PHOTO_FIELD]);
    return c.json({ profile_photo_url: urls.photoUrl, profile_photo_thumb_url: urls.thumbUrl }, 200);
  });
  app.openapi(deletePhoto, async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw unauthorized();
    await removePhoto(c.var.deps, viewer.id);
    return c.json({ profile_photo_url: null, profile_photo_thumb_url: null }, 200);
  });
  return app;
}
