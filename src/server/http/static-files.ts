import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Reads a file below root, refusing anything that would escape it. */
export async function fileBelow(
  root: string,
  urlPath: string,
): Promise<{ body: Buffer; type: string } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  if (!full.startsWith(normalize(root) + sep)) return null;
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) return null;
  return {
    body: await readFile(full),
    type: TYPES[extname(full).toLowerCase()] ?? 'application/octet-stream',
  };
}

export function sendFile(c: Context, file: { body: Buffer; type: string }, cacheControl: string) {
  c.header('Content-Type', file.type);
  c.header('Cache-Control', cacheControl);
  return c.body(new Uint8Array(file.body));
}
