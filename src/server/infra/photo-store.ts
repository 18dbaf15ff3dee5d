import { randomBytes } from 'node:crypto';
import type { ProcessedPhoto } from './images.ts';
import { placeholderKeyFor } from './photo-placeholder.ts';
import type { Storage } from './storage.ts';

export type StoredPhoto = { photoUrl: string; thumbUrl: string };

/**
 * Keys are made here, never taken from a request: one folder per member, a fresh random name per upload
 * (so a replaced photo gets a new URL and the year-long media cache never shows the old one).
 */
export function photoKeys(userId: string): { photo: string; thumb: string } {
  const name = randomBytes(12).toString('hex');
  return { photo: `photos/${userId}/${name}.webp`, thumb: `photos/${userId}/${name}-256.webp` };
}

/**
 * Stores the photo, its thumbnail and its blurred placeholder (under the key photo-placeholder.ts
 * derives with `secret`, the server's auth secret).
 */
export async function storePhoto(
  storage: Storage,
  userId: string,
  processed: ProcessedPhoto,
  secret: string,
): Promise<StoredPhoto> {
  const keys = photoKeys(userId);
  const placeholderKey = placeholderKeyFor(secret, keys.photo);
  const photoUrl = await storage.put(keys.photo, processed.photo, 'image/webp');
  try {
    const thumbUrl = await storage.put(keys.thumb, processed.thumb, 'image/webp');
    if (placeholderKey) await storage.put(placeholderKey, processed.placeholder, 'image/webp');
    return { photoUrl, thumbUrl };
  } catch (error) {
    await Promise.all(
      [keys.photo, keys.thumb, placeholderKey]
        .filter((key): key is string => key !== null)
        .map((key) => storage.remove(key).catch(() => undefined)),
    );
    throw error;
  }
}

/**
 * Removes the files behind these URLs and their placeholders (`secret` finds them); URLs this storage
 * did not make are left alone.
 */
export async function removePhotoFiles(
  storage: Storage,
  urls: readonly (string | null)[],
  secret: string,
): Promise<void> {
  const keys = urls.map((url) => (url ? storage.keyFor(url) : null)).filter((key): key is string => !!key);
  const placeholders = keys
    .map((key) => placeholderKeyFor(secret, key))
    .filter((key): key is string => !!key);
  await Promise.all([...new Set([...keys, ...placeholders])].map((key) => storage.remove(key)));
}
