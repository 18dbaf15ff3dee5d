import type { cmsMedia } from '../../db/schema/index.ts';
import type { Storage } from '../../infra/storage.ts';
import type { TMediaFile, TMediaFileType } from '../../../shared/cms/media-contract.ts';

export type MediaRow = typeof cmsMedia.$inferSelect;
export type MediaUse = TMediaFile['used_by'][number];

/** Every URL a file is reachable at: the original's and each variant's. */
export const mediaUrls = (storage: Storage, row: Pick<MediaRow, 'storageKey' | 'variants'>): string[] => [
  storage.urlFor(row.storageKey),
  ...row.variants.map((v) => storage.urlFor(v.key)),
];

export function presentMediaFile(storage: Storage, row: MediaRow, usedBy: MediaUse[]): TMediaFile {
  return {
    id: row.id,
    original_name: row.originalName,
    alt_text: row.altText,
    mime_type: row.mimeType,
    file_type: row.fileType as TMediaFileType,
    file_size: row.fileSize,
    file_url: storage.urlFor(row.storageKey),
    variants: [...row.variants]
      .sort((a, b) => a.width - b.width)
      .map((v) => ({ width: v.width, url: storage.urlFor(v.key) })),
    width: row.width,
    height: row.height,
    created_at: row.createdAt.toISOString(),
    used_by: usedBy,
  };
}

/** What the audit trail keeps of a file (cms-audit.ts). */
export const mediaDetails = (row: MediaRow) => ({
  media_id: row.id,
  original_name: row.originalName,
  file_type: row.fileType,
  storage_key: row.storageKey,
});
