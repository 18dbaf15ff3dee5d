import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import type { TestApp } from './test-app.ts';

/** A small solid-colour image of the given format, made locally (no fixtures on disk). */
export function imageBytes(
  format: 'jpeg' | 'png' | 'webp',
  size: { width: number; height: number } = { width: 64, height: 48 },
): Promise<Buffer> {
  return sharp({ create: { ...size, channels: 3, background: '#3a7d5c' } })
    .toFormat(format)
    .toBuffer();
}

/** The body of POST /api/me/photo; name and declared type are whatever a client claims. */
export function photoForm(bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg', field = 'photo') {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

/** Every file below the app's media folder, relative and sorted (empty when the folder does not exist). */
export async function listMedia(t: TestApp): Promise<string[]> {
  const root = join(t.config.dataDir, 'media');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .sort();
}
