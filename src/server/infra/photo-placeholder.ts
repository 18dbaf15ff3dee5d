import { createHmac } from 'node:crypto';
import type { Storage } from './storage.ts';

/**
 * Where a photo's blurred placeholder lives (issue 23, photos private until connected). Its key is made
 * from the photo's key with an HMAC under the server's secret, so no column is needed to find it and
 * nothing about it tells the original's name: `photos/<userId>/<32 hex>-blur.webp`. The photo and its
 * thumbnail share one placeholder. Placeholders are public files (infra/images.ts blurPlaceholder keeps
 * only colours); the photos themselves are served by an authorised route (web-host/member-photos.ts).
 */

/** A member photo's key, its thumbnail's or its placeholder's: folder (the owner's id) and name. */
const PHOTO_KEY = /^photos\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)\.webp$/;
const THUMB_SUFFIX = '-256';
const PLACEHOLDER_SUFFIX = '-blur';

export type MemberPhotoKey = { ownerId: string; key: string; placeholder: boolean };

/** What a storage key names under photos/: whose file it is and whether it is a placeholder. */
export function memberPhotoKey(key: string): MemberPhotoKey | null {
  const match = PHOTO_KEY.exec(key);
  if (!match?.[1] || !match[2]) return null;
  return { ownerId: match[1], key, placeholder: match[2].endsWith(PLACEHOLDER_SUFFIX) };
}

/** The placeholder's key for a photo's (or its thumbnail's) key; null for a key that is not a photo. */
export function placeholderKeyFor(secret: string, photoKey: string): string | null {
  const match = PHOTO_KEY.exec(photoKey);
  const [, ownerId, name] = match ?? [];
  if (!ownerId || !name || name.endsWith(PLACEHOLDER_SUFFIX)) return null;
  const original = `photos/${ownerId}/${name.endsWith(THUMB_SUFFIX) ? name.slice(0, -THUMB_SUFFIX.length) : name}.webp`;
  const mac = createHmac('sha256', secret).update(`photo placeholder\0${original}`).digest('hex');
  return `photos/${ownerId}/${mac.slice(0, 32)}${PLACEHOLDER_SUFFIX}.webp`;
}

/** The placeholder's URL for a photo URL this storage made; null for any other URL (nothing to show). */
export function placeholderUrlFor(storage: Storage, secret: string, photoUrl: string): string | null {
  const key = storage.keyFor(photoUrl);
  const placeholder = key ? placeholderKeyFor(secret, key) : null;
  return placeholder ? storage.urlFor(placeholder) : null;
}

/**
 * The function presenters use to put a placeholder where a private photo's URL would go
 * (domain/member/photo-privacy.ts PhotoPlaceholder), from a request's deps.
 */
export const photoPlaceholders =
  (deps: { storage: Storage; config: { authSecret: string } }) =>
  (photoUrl: string): string | null =>
    placeholderUrlFor(deps.storage, deps.config.authSecret, photoUrl);
