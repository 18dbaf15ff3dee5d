import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/**
 * Where uploaded and generated media live. Keys are server-made ("avatars/<id>.webp"); the disk
 * implementation serves them under /media, an S3-compatible one would return its own URLs.
 */
export type Storage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<string>;
  remove: (key: string) => Promise<void>;
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
    urlFor: (key) => `/media/${key}`,
    keyFor: (url) => {
      if (!url.startsWith('/media/')) return null;
      const key = url.slice('/media/'.length);
      return SAFE_KEY.test(key) && !key.includes('..') ? key : null;
    },
  };
}
