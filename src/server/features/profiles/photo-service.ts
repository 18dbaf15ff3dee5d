import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';
import type { Deps } from '../../http/app-env.ts';
import { ApiError, rateLimited } from '../../http/errors.ts';
import { hitRateLimit, type RateRule } from '../../http/rate-limit.ts';
import { ImageError, processPhoto } from '../../infra/images.ts';
import { removePhotoFiles, storePhoto } from '../../infra/photo-store.ts';
import {
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPES_MESSAGE,
} from '../../../shared/profiles/profile-contract.ts';

export type PhotoUrls = { photoUrl: string | null; thumbUrl: string | null };
type PhotoDeps = Pick<Deps, 'db' | 'storage' | 'log'>;

const fieldError = (status: 400 | 413 | 415, code: string, message: string) =>
  new ApiError(status, code, message, { [PHOTO_FIELD]: message });

function toApiError(error: ImageError): ApiError {
  if (error.reason === 'unsupported') return fieldError(415, 'UNSUPPORTED_MEDIA_TYPE', PHOTO_TYPES_MESSAGE);
  return fieldError(400, 'INVALID_IMAGE', `${error.message}. Please choose another photo.`);
}

/**
 * Sets both photo columns (creating a bare profile row when the member has none yet) and returns the
 * previous URLs. The row is locked so two uploads at once cannot both keep the same old files.
 */
async function swapPhotoUrls(db: Db, userId: string, next: PhotoUrls): Promise<PhotoUrls> {
  return db.transaction(async (tx) => {
    await tx.insert(profiles).values({ userId }).onConflictDoNothing({ target: profiles.userId });
    const [previous] = await tx
      .select({ photoUrl: profiles.profilePhotoUrl, thumbUrl: profiles.profilePhotoThumbUrl })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for('update');
    await tx
      .update(profiles)
      .set({ profilePhotoUrl: next.photoUrl, profilePhotoThumbUrl: next.thumbUrl, updatedAt: sql`now()` })
      .where(eq(profiles.userId, userId));
    // The account image follows, as the seed sets it, so the session's user carries the same photo.
    await tx.update(users).set({ image: next.photoUrl }).where(eq(users.id, userId));
    return previous ?? { photoUrl: null, thumbUrl: null };
  });
}

async function removeQuietly(deps: PhotoDeps, urls: PhotoUrls) {
  // A leftover file costs disk space, not correctness: the answer already points at the new photo.
  await removePhotoFiles(deps.storage, [urls.photoUrl, urls.thumbUrl]).catch((error: unknown) =>
    deps.log.warn({ err: error }, 'could not remove replaced photo files'),
  );
}

/**
 * Each upload costs a decode and two encodes (infra/images.ts). A member choosing and re-cropping a photo
 * needs a handful an hour; ten leaves room for that and stops a loop from keeping a core busy.
 */
export const PHOTO_RATE_RULE: RateRule = { max: 10, windowSeconds: 3600 };
export const PHOTO_RATE_MESSAGE =
  'You have uploaded several photos in a short time. Please wait a while before uploading another.';

/**
 * Counted once the body is in (the body limit read at most 8 MB) and before anything is decoded or stored.
 * Refusing before the body is read would answer while the client is still sending, and a connection
 * closed on unread bytes reaches the client as a reset, not as the 429.
 */
export async function enforcePhotoRate(db: Db, userId: string): Promise<void> {
  const result = await hitRateLimit(db, `photo-upload:${userId}`, PHOTO_RATE_RULE);
  if (!result.allowed) throw rateLimited(PHOTO_RATE_MESSAGE, result.retryAfterSeconds);
}

export async function replacePhoto(deps: PhotoDeps, userId: string, file: Blob): Promise<PhotoUrls> {
  await enforcePhotoRate(deps.db, userId);
  if (file.size > PHOTO_MAX_BYTES) throw fieldError(413, 'PAYLOAD_TOO_LARGE', PHOTO_SIZE_MESSAGE);
  const processed = await processPhoto(new Uint8Array(await file.arrayBuffer())).catch((error: unknown) => {
    throw error instanceof ImageError ? toApiError(error) : error;
  });
  const stored = await storePhoto(deps.storage, userId, processed);
  const next = { photoUrl: stored.photoUrl, thumbUrl: stored.thumbUrl };
  let previous: PhotoUrls;
  try {
    previous = await swapPhotoUrls(deps.db, userId, next);
  } catch (error) {
    await removeQuietly(deps, next);
    throw error;
  }
  await removeQuietly(deps, previous);
  return next;
}

export async function removePhoto(deps: PhotoDeps, userId: string): Promise<PhotoUrls> {
  const [row] = await deps.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  const none = { photoUrl: null, thumbUrl: null };
  // Nothing to remove is not an error: DELETE is idempotent, and no bare row is made just to stay empty.
  if (!row) return none;
  const previous = await swapPhotoUrls(deps.db, userId, none);
  await removeQuietly(deps, previous);
  return none;
}
