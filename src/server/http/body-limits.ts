import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { PHOTO_MAX_BYTES, PHOTO_SIZE_MESSAGE } from '../../shared/profiles/profile-contract.ts';
import type { AppEnv } from './app-env.ts';
import { sendError } from './errors.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;
// Boundary lines and part headers around the file; generous, yet it keeps the upload bounded.
export const MULTIPART_OVERHEAD = 64 * 1024;

const jsonLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: (c) =>
    sendError(c, 413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${JSON_BODY_LIMIT / 1024} KB.`),
});

/** For POST /api/me/photo, after the sign-in check, so an anonymous caller is refused before 8 MB is read. */
export const photoBodyLimit = bodyLimit({
  maxSize: PHOTO_MAX_BYTES + MULTIPART_OVERHEAD,
  onError: (c) => sendError(c, 413, 'PAYLOAD_TOO_LARGE', PHOTO_SIZE_MESSAGE, { photo: PHOTO_SIZE_MESSAGE }),
});

// Upload routes are named one by one and set their own, larger limit (see photoBodyLimit); every other
// API body stays under the small JSON limit.
const UPLOAD_ROUTES = new Set(['POST /api/me/photo']);

export const apiBodyLimit = createMiddleware<AppEnv>((c, next) =>
  UPLOAD_ROUTES.has(`${c.req.method} ${c.req.path}`) ? next() : jsonLimit(c, next),
);
