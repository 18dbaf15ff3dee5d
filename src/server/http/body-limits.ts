import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { PHOTO_MAX_BYTES, PHOTO_SIZE_MESSAGE } from '../../shared/profiles/photo-contract.ts';
import { MEDIA_LIMITS, MEDIA_TEXTS } from '../../shared/cms/media-contract.ts';
import { SELFIE_MAX_BYTES, SELFIE_SIZE_MESSAGE } from '../../shared/safety/verification-contract.ts';
import type { AppEnv } from './app-env.ts';
import { sendError } from './errors.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;
// Boundary lines and part headers around the file; generous, yet it keeps the upload bounded.
export const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * How much of a refused body is read and thrown away before the 413 is sent. A browser reads the answer
 * only once it has sent its body; a server that answers and closes while bytes are still arriving
 * makes the kernel reset the connection, and the client sees "connection reset" instead of the 413.
 * Beyond these bounds (nginx's lingering close uses 30 s too) the answer says `Connection: close`.
 */
export const DRAIN_MAX_BYTES = 32 * 1024 * 1024;
export const DRAIN_MAX_MS = 30_000;

type Refuse = (c: Context) => Response;

/** Reads the rest of a body and drops it; false when it is longer or slower than the bounds allow. */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<boolean> {
  const deadline = Date.now() + DRAIN_MAX_MS;
  let read = 0;
  for (;;) {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()));
    });
    const next = await Promise.race([reader.read(), late]);
    clearTimeout(timer);
    if (!next) return false;
    if (next.done) return true;
    read += next.value.length;
    if (read > DRAIN_MAX_BYTES) return false;
  }
}

async function refuseAfterDraining(
  c: Context,
  reader: ReadableStreamDefaultReader<Uint8Array> | null,
  refuse: Refuse,
): Promise<Response> {
  const drained = reader ? await discardRest(reader) : false;
  // Left unread, the rest is dropped with the connection: say so, so the client does not reuse it.
  if (!drained) c.header('Connection', 'close');
  return refuse(c);
}

/**
 * hono's bodyLimit, except that a refusal reaches the client: the body is read to its end (within the
 * drain bounds) before the 413 is sent. A declared Content-Length within the limit is trusted (the
 * server reads no more than it); a chunked body is counted as it arrives and kept for the route.
 */
function limitBody(maxSize: number, refuse: Refuse) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const chunked = c.req.raw.headers.has('transfer-encoding');
    const declared = chunked ? null : c.req.raw.headers.get('content-length');
    if (declared !== null) {
      const length = Number.parseInt(declared, 10);
      if (!(length > maxSize)) return next();
      return refuseAfterDraining(c, length <= DRAIN_MAX_BYTES ? body.getReader() : null, refuse);
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxSize) return refuseAfterDraining(c, reader, refuse);
      chunks.push(value);
    }
    const whole = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.length;
    }
    c.req.raw = new Request(c.req.raw, { body: whole });
    return next();
  });
}

const jsonLimit = limitBody(JSON_BODY_LIMIT, (c) =>
  sendError(c, 413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${JSON_BODY_LIMIT / 1024} KB.`),
);

/** For POST /api/me/photo, after the sign-in check, so an anonymous caller is refused before 8 MB is read. */
export const photoBodyLimit = limitBody(PHOTO_MAX_BYTES + MULTIPART_OVERHEAD, (c) =>
  sendError(c, 413, 'PAYLOAD_TOO_LARGE', PHOTO_SIZE_MESSAGE, { photo: PHOTO_SIZE_MESSAGE }),
);

/** For POST /api/me/verification, after the sign-in check: one selfie, as large as a photo may be. */
export const selfieBodyLimit = limitBody(SELFIE_MAX_BYTES + MULTIPART_OVERHEAD, (c) =>
  sendError(c, 413, 'PAYLOAD_TOO_LARGE', SELFIE_SIZE_MESSAGE, { selfie: SELFIE_SIZE_MESSAGE }),
);

/** For POST /api/cms/media, after the admin check: the files of one upload together. */
export const mediaBodyLimit = limitBody(MEDIA_LIMITS.uploadTotal + MULTIPART_OVERHEAD, (c) => {
  const message = MEDIA_TEXTS.uploadTooLarge(MEDIA_LIMITS.uploadTotal / (1024 * 1024));
  return sendError(c, 413, 'PAYLOAD_TOO_LARGE', message, { files: message });
});

// Upload routes are named one by one and set their own, larger limit (see photoBodyLimit); every other
// API body stays under the small JSON limit.
const UPLOAD_ROUTES = new Set(['POST /api/me/photo', 'POST /api/me/verification', 'POST /api/cms/media']);

export const apiBodyLimit = createMiddleware<AppEnv>((c, next) =>
  UPLOAD_ROUTES.has(`${c.req.method} ${c.req.path}`) ? next() : jsonLimit(c, next),
);
