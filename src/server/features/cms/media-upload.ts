import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { cmsMedia } from '../../db/schema/index.ts';
import type { Storage } from '../../infra/storage.ts';
import type { TMediaUploadResult } from '../../../shared/cms/media-contract.ts';
import { recordCmsAction, type CmsActor } from './cms-audit.ts';
import { displayName, judgeFile, keyBaseName, MediaImageError, processImage } from './media-files.ts';
import { mediaDetails, presentMediaFile, type MediaRow } from './media-presenter.ts';

type StoredFile = { row: MediaRow } | { refused: string };

/** One file: judged by its bytes, an image re-encoded with its copies, stored, then recorded. */
async function storeOne(
  db: Db,
  storage: Storage,
  file: File,
  by: { actor: CmsActor | null; at: Date },
): Promise<StoredFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const judged = await judgeFile(bytes, file.name);
  if (!judged.ok) return { refused: judged.message };
  let body: Buffer = Buffer.from(bytes);
  let { mime, ext } = judged;
  let size: { width: number; height: number } | null = null;
  let copies: { width: number; body: Buffer }[] = [];
  if (judged.fileType === 'image') {
    try {
      const image = await processImage(bytes, mime);
      ({ mime, ext } = image);
      body = image.original;
      size = { width: image.width, height: image.height };
      copies = image.variants;
    } catch (error) {
      if (error instanceof MediaImageError) return { refused: error.message };
      throw error;
    }
  }
  // A fresh random folder per file: its URL cannot be guessed, and names never collide.
  const folder = `cms/${randomBytes(16).toString('hex')}`;
  const base = keyBaseName(file.name);
  const key = `${folder}/${base}.${ext}`;
  const variants = copies.map((copy) => ({ width: copy.width, key: `${folder}/${base}-${copy.width}.webp` }));
  const written: string[] = [];
  try {
    await storage.put(key, body, mime);
    written.push(key);
    for (const [i, copy] of copies.entries()) {
      await storage.put(variants[i]!.key, copy.body, 'image/webp');
      written.push(variants[i]!.key);
    }
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(cmsMedia)
        .values({
          storageKey: key,
          originalName: displayName(file.name, ext),
          mimeType: mime,
          fileType: judged.fileType,
          fileSize: body.byteLength,
          width: size?.width ?? null,
          height: size?.height ?? null,
          variants,
          uploadedBy: by.actor?.id ?? null,
          createdAt: by.at,
        })
        .returning();
      if (by.actor) await recordCmsAction(tx, by.actor, 'media.uploaded', mediaDetails(inserted!));
      return inserted!;
    });
    return { row };
  } catch (error) {
    await Promise.all(written.map((k) => storage.remove(k).catch(() => undefined)));
    throw error;
  }
}

/**
 * Stores every acceptable file, one after another (sharp is the memory-hungry part); each refused file
 * is listed with its reason. Nothing already stored is undone when a later file is refused.
 */
export async function storeUploads(
  db: Db,
  storage: Storage,
  files: readonly File[],
  by: { actor: CmsActor | null; at: Date },
): Promise<TMediaUploadResult> {
  const result: TMediaUploadResult = { uploaded: [], rejected: [] };
  for (const file of files) {
    const stored = await storeOne(db, storage, file, by);
    if ('refused' in stored)
      result.rejected.push({ original_name: displayName(file.name, 'bin'), message: stored.refused });
    else result.uploaded.push(presentMediaFile(storage, stored.row, []));
  }
  return result;
}
