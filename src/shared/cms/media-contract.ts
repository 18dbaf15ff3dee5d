import { z } from 'zod';
import { withoutNul } from '../text-rules.ts';

/**
 * Issue 22 item 4: the media library. POST /api/cms/media takes multipart/form-data with one or more
 * `files` parts; each file is judged by its bytes (magic numbers), never its name or declared type.
 * Files are served under /media/cms/… with their sniffed content type and `nosniff`; documents are
 * sent as attachments.
 */
export const MEDIA_FILE_TYPES = ['image', 'video', 'audio', 'document'] as const;
export type TMediaFileType = (typeof MEDIA_FILE_TYPES)[number];

/** The types accepted, by what their bytes say they are. */
export const MEDIA_MIME_TYPES: Record<TMediaFileType, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  video: ['video/mp4', 'video/webm', 'video/quicktime'],
  audio: ['audio/mpeg', 'audio/mp4', 'audio/ogg', 'audio/wav', 'audio/webm'],
  document: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
};

/** Bytes per file, by type; a request holds at most `filesPerUpload` files. */
export const MEDIA_LIMITS = {
  image: 10 * 1024 * 1024,
  video: 100 * 1024 * 1024,
  audio: 25 * 1024 * 1024,
  document: 20 * 1024 * 1024,
  filesPerUpload: 10,
  /** All files of one upload together (the request body limit of POST /api/cms/media). */
  uploadTotal: 110 * 1024 * 1024,
  altText: 300,
  /** Widths of the resized copies made of an image (never wider than the original). */
  imageWidths: [320, 768, 1280],
  pageSize: 24,
} as const;

/** The accept attribute of the file input (a hint only: the server sniffs). */
export const MEDIA_ACCEPT = 'image/*,video/*,audio/*,.pdf,.doc,.docx';

export const MEDIA_TEXTS = {
  uploaded: (count: number) =>
    count === 1 ? 'File uploaded successfully' : `${count} files uploaded successfully`,
  unsupported: 'This file type is not supported: use an image, video, audio, PDF, DOC or DOCX file',
  tooLarge: (limitMb: number) => `This file is larger than ${limitMb} MB`,
  tooManyFiles: (max: number) => `Upload at most ${max} files at once`,
  uploadTooLarge: (limitMb: number) =>
    `The files together are larger than ${limitMb} MB: upload fewer at once`,
  noneStored: 'No file was uploaded',
  inUse: 'This file is used by a post, page or setting. Remove it there first, or delete it anyway.',
  confirmDelete: 'Delete this file? It cannot be undone.',
} as const;

export type TMediaFile = {
  id: string;
  original_name: string;
  alt_text: string | null;
  mime_type: string;
  file_type: TMediaFileType;
  file_size: number;
  /** Where the original is served (/media/cms/…). */
  file_url: string;
  /** Resized copies of an image, narrowest first; [] for other types. */
  variants: { width: number; url: string }[];
  width: number | null;
  height: number | null;
  created_at: string;
  /** Posts and pages whose content or featured image use this file. */
  used_by: { kind: 'post' | 'page'; id: string; title: string }[];
};

/** POST /api/cms/media answers the files stored and, per refused file, why (201 when at least one was stored). */
export type TMediaUploadResult = {
  uploaded: TMediaFile[];
  rejected: { original_name: string; message: string }[];
};

/** GET /api/cms/media?search=&type=all|image|…&page= */
export const ZMediaListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  type: z.enum(['all', ...MEDIA_FILE_TYPES]).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** PUT /api/cms/media/:id */
export const ZMediaUpdate = z.strictObject({
  alt_text: z
    .string({ error: 'Alt text must be text' })
    .max(MEDIA_LIMITS.altText, `Alt text: at most ${MEDIA_LIMITS.altText} characters`)
    .refine(withoutNul, 'Alt text contains a character that is not allowed')
    .transform((value) => (value.trim() === '' ? null : value.trim()))
    .nullable(),
});

/** DELETE /api/cms/media/:id?force=true deletes a file in use; without it, 409 MEDIA_IN_USE. */
export const ZMediaDeleteQuery = z.object({ force: z.enum(['true', 'false']).default('false') });
