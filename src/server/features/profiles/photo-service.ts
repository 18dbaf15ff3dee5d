import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';
import type { Deps } from '../../http/app-env.ts';
import { ApiError, rateLimited } from '../../http/errors.ts';
import { hitRateLimit, type RateRule } from '../../http/rate-limit.ts';
import { ImageError, processPhoto } from '../../infra/images.ts';
import { removePhotoFiles, storePhoto } from '../../infra/photo-store.ts';
import type { Tx } from '../../domain/audit/staff-audit.ts';
import {
  photoPreApprovalOn,
  queuePhotoReview,
  withdrawPhotoReview,
} from '../../domain/member/photo-review.ts';
import {
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPES_MESSAGE,
} from '../../../shared/profiles/photo-contract.ts';

export type PhotoUrls = { photoUrl: string | null; thumbUrl: string | null };
/** What the owner sees after a change: their photo, and whether it still waits for a moderator. */
export type OwnPhoto = PhotoUrls & { pending: boolean };
type PhotoDeps = Pick<Deps, 'db' | 'storage' | 'log' | 'config' | 'clock'>;

const fieldError = (status: 400 | 413 | 415, code: string, message: string) =>
  new ApiError(status, code, message, { [PHOTO_FIELD]: message });

function toApiError(error: ImageError): ApiError {
  if (error.reason === 'unsupported') return fieldError(415, 'UNSUPPORTED_MEDIA_TYPE', PHOTO_TYPES_MESSAGE);
  return fieldError(400, 'INVALID_IMAGE', `${error.message}. Please choose another photo.`);
}

type Stored = { approved: PhotoUrls; pending: PhotoUrls };
const NONE: PhotoUrls = { photoUrl: null, thumbUrl: null };

/**
 * Sets the member's approved and pending photo columns (creating a bare profile row when the member has
 * none yet) and returns what they held before. The row is locked, so two uploads at once cannot both
 * keep the same old files. The account image follows the approved photo (the seed sets it the same way).
 */
async function swapPhotos(
  db: Db,
  userId: string,
  next: (previous: Stored) => Stored,
  review: (tx: Tx) => Promise<void>,
): Promise<Stored> {
  return db.transaction(async (tx) => {
    await tx.insert(profiles).values({ userId }).onConflictDoNothing({ target: profiles.userId });
    const [row] = await tx
      .select({
        photoUrl: profiles.profilePhotoUrl,
        thumbUrl: profiles.profilePhotoThumbUrl,
        pendingUrl: profiles.pendingPhotoUrl,
        pendingThumbUrl: profiles.pendingPhotoThumbUrl,
      })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for('update');
    const previous: Stored = {
      approved: { photoUrl: row?.photoUrl ?? null, thumbUrl: row?.thumbUrl ?? null },
      pending: { photoUrl: row?.pendingUrl ?? null, thumbUrl: row?.pendingThumbUrl ?? null },
    };
    const { approved, pending } = next(previous);
    await tx
      .update(profiles)
      .set({
        profilePhotoUrl: approved.photoUrl,
        profilePhotoThumbUrl: approved.thumbUrl,
        pendingPhotoUrl: pending.photoUrl,
        pendingPhotoThumbUrl: pending.thumbUrl,
        updatedAt: sql`now()`,
      })
      .where(eq(profiles.userId, userId));
    await tx.update(users).set({ image: approved.photoUrl }).where(eq(users.id, userId));
    await review(tx);
    return previous;
  });
}

async function removeQuietly(deps: PhotoDeps, ...urls: PhotoUrls[]) {
  // A leftover file costs disk space, not correctness: the answer already points at the new photo.
  // The placeholders go with their photos (infra/photo-placeholder.ts finds them by the secret).
  const secret = deps.config.authSecret;
  const files = urls.flatMap((u) => [u.photoUrl, u.thumbUrl]);
  await removePhotoFiles(deps.storage, files, secret).catch((error: unknown) =>
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

/**
 * POST /api/me/photo. With pre-approval on (domain/member/photo-review.ts) the new photo waits as the
 * pending one and joins the moderation queue, and other members keep the approved photo meanwhile;
 * with it off, the photo replaces the approved one at once (and any photo still waiting is dropped).
 */
export async function replacePhoto(deps: PhotoDeps, userId: string, file: Blob): Promise<OwnPhoto> {
  await enforcePhotoRate(deps.db, userId);
  if (file.size > PHOTO_MAX_BYTES) throw fieldError(413, 'PAYLOAD_TOO_LARGE', PHOTO_SIZE_MESSAGE);
  const processed = await processPhoto(new Uint8Array(await file.arrayBuffer())).catch((error: unknown) => {
    throw error instanceof ImageError ? toApiError(error) : error;
  });
  const preApproval = await photoPreApprovalOn(deps.db);
  const stored = await storePhoto(deps.storage, userId, processed, deps.config.authSecret);
  const next = { photoUrl: stored.photoUrl, thumbUrl: stored.thumbUrl };
  let previous: Stored;
  try {
    previous = preApproval
      ? await swapPhotos(
          deps.db,
          userId,
          (was) => ({ approved: was.approved, pending: next }),
          (tx) => queuePhotoReview(tx, userId, deps.clock.now()),
        )
      : await swapPhotos(
          deps.db,
          userId,
          () => ({ approved: next, pending: NONE }),
          (tx) => withdrawPhotoReview(tx, userId),
        );
  } catch (error) {
    await removeQuietly(deps, next);
    throw error;
  }
  await (preApproval
    ? removeQuietly(deps, previous.pending)
    : removeQuietly(deps, previous.approved, previous.pending));
  return { ...next, pending: preApproval };
}

/** DELETE /api/me/photo: the approved photo and any photo still waiting go, and so does its review. */
export async function removePhoto(deps: PhotoDeps, userId: string): Promise<OwnPhoto> {
  const [row] = await deps.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  const none = { ...NONE, pending: false };
  // Nothing to remove is not an error: DELETE is idempotent, and no bare row is made just to stay empty.
  if (!row) return none;
  const previous = await swapPhotos(
    deps.db,
    userId,
    () => ({ approved: NONE, pending: NONE }),
    (tx) => withdrawPhotoReview(tx, userId),
  );
  await removeQuietly(deps, previous.approved, previous.pending);
  return none;
}
