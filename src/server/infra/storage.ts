import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, posix, sep } from 'node:path';

/**
 * Files under this prefix are never served at /media: a report's copies of a member's photos are for the
 * moderators only (features/safety), reached through a staff route.
 */
export const PRIVATE_MEDIA_PREFIX = 'evidence/';
/** Verification selfies (features/verification): staff read them through a staff route, nobody else. */
export const SELFIE_MEDIA_PREFIX = 'selfies/';

/**
 * The file a /media request path (as sent: encoded, maybe with dot segments or backslashes) reaches,
 * spelled as a storage key ("photos/<id>/<name>.webp"); null when it cannot be decoded.
 */
export function mediaKeyOf(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const inside = posix.normalize(decoded.replaceAll('\\', '/')).replace(/^\/+media\/+/, '');
  return inside.replace(/^\/+/, '');
}

/** Would this /media request path reach a private file? */
export function isPrivateMediaPath(urlPath: string): boolean {
  const key = mediaKeyOf(urlPath);
  const lower = key?.toLowerCase() ?? null;
  return lower === null || lower.startsWith(PRIVATE_MEDIA_PREFIX) || lower.startsWith(SELFIE_MEDIA_PREFIX);
}

/**
 * Where uploaded and generated media live. Keys are server-made ("avatars/<id>.webp"); the disk
 * implementation serves them under /media, an S3-compatible one would return its own URLs.
 */
export type Storage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<string>;
  remove: (key: string) => Promise<void>;
  /** A stored file's bytes; null when there is none. */
  read: (key: string) => Promise<Buffer | null>;
  /** Copies a stored file under a new key; false when there was no file to copy. */
  copy: (fromKey: string, toKey: string) => Promise<boolean>;
  urlFor: (key: string) => string;
  /** The key behind a URL this storage made, or null for any other URL (nothing of ours to remove). */
  keyFor: (url: string) => string | null;
  /** Absolute folder served at /media (disk storage only). */
  root: string;
};

// Upper case is allowed because better-auth's user ids, which name each member's photo folder, are mixed case.
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9/_-]*\.[a-z0-9]+$/;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}

export function diskStorage(root: string): Storage {
  const pathFor = (key: string) => {
    assertSafeKey(key);
    const full = normalize(join(root, key));
    if (!full.startsWith(normalize(root) + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return full;
  };
  return {
    root,
    async put(key, body) {
      const file = pathFor(key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, body);
      return `/media/${key}`;
    },
    async remove(key) {
      await rm(pathFor(key), { force: true });
    },
    async read(key) {
      try {
        return await readFile(pathFor(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async copy(fromKey, toKey) {
      const target = pathFor(toKey);
      await mkdir(dirname(target), { recursive: true });
      try {
        await copyFile(pathFor(fromKey), target);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    urlFor: (key) => `/media/${key}`,
    keyFor: (url) => {
      if (!url.startsWith('/media/')) return null;
      const key = url.slice('/media/'.length);
      return SAFE_KEY.test(key) && !key.includes('..') ? key : null;
    },
  };
}
