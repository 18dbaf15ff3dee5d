import { createRoute, z } from '@hono/zod-openapi';
import { mediaBodyLimit } from '../../http/body-limits.ts';
import { ZErrorResponse, errorResponse, json, jsonBody } from '../../http/openapi.ts';
import {
  MEDIA_FILE_TYPES,
  MEDIA_LIMITS,
  MEDIA_TEXTS,
  ZMediaDeleteQuery,
  ZMediaListQuery,
  ZMediaUpdate,
} from '../../../shared/cms/media-contract.ts';
import { ZCmsDeleted } from './content-schemas.ts';

export const ZMediaFile = z
  .object({
    id: z.string(),
    original_name: z.string(),
    alt_text: z.string().nullable(),
    mime_type: z.string(),
    file_type: z.enum(MEDIA_FILE_TYPES),
    file_size: z.number().int(),
    file_url: z.string(),
    variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    created_at: z.string(),
    used_by: z.array(z.object({ kind: z.enum(['post', 'page']), id: z.string(), title: z.string() })),
  })
  .openapi('MediaFile');

const ZRejected = z.array(z.object({ original_name: z.string(), message: z.string() }));
const ZUploadResult = z
  .object({ uploaded: z.array(ZMediaFile), rejected: ZRejected })
  .openapi('MediaUploadResult');
export const ZUploadRefused = ZErrorResponse.extend({ uploaded: z.array(ZMediaFile), rejected: ZRejected });

const ZFile = z
  .custom<File>((value) => value instanceof File, 'Choose the files to upload')
  .openapi({ type: 'string', format: 'binary' });

const ZId = z.object({ id: z.uuid({ error: 'Not a valid id' }) });
const denied = { 401: errorResponse('Not signed in'), 403: errorResponse('Not an admin') };
const missing = { 404: errorResponse('NOT_FOUND: no media file has this id') };
const tags = ['cms'];
const mb = (bytes: number) => bytes / (1024 * 1024);

export const listMediaRoute = createRoute({
  method: 'get',
  path: '/api/cms/media',
  tags,
  summary: `The media library, ${MEDIA_LIMITS.pageSize} a page, newest first: search in the original name and alt text, type filter. Admins only.`,
  request: { query: ZMediaListQuery },
  responses: {
    200: json(
      z.object({
        items: z.array(ZMediaFile),
        total: z.number().int(),
        page: z.number().int(),
        page_size: z.number().int(),
      }),
      'One page of files',
    ),
    400: errorResponse('VALIDATION_FAILED: unknown type, page out of range, search too long'),
    ...denied,
  },
});

export const uploadMediaRoute = createRoute({
  method: 'post',
  path: '/api/cms/media',
  tags,
  summary: `Uploads 1-${MEDIA_LIMITS.filesPerUpload} files (multipart, one \`files\` part each; ${mb(MEDIA_LIMITS.uploadTotal)} MB together). Each is judged by its bytes: images (JPEG, PNG, WebP, GIF; ${mb(MEDIA_LIMITS.image)} MB) are re-encoded without EXIF/GPS with WebP copies ${MEDIA_LIMITS.imageWidths.join('/')} px wide; video (MP4, WebM, MOV; ${mb(MEDIA_LIMITS.video)} MB), audio (MP3, M4A, OGG, WAV; ${mb(MEDIA_LIMITS.audio)} MB), PDF/DOC/DOCX (${mb(MEDIA_LIMITS.document)} MB) stored as received. Admins only.`,
  // After the router's admin check: nobody else gets to send 110 MB.
  middleware: [mediaBodyLimit] as const,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': { schema: z.object({ files: z.union([ZFile, z.array(ZFile)]) }) },
      },
    },
  },
  responses: {
    201: json(ZUploadResult, 'At least one file was stored; `rejected` lists the refused ones with why'),
    400: json(
      ZUploadRefused,
      `MEDIA_REJECTED (every file refused, nothing stored, \`rejected\` says why) or VALIDATION_FAILED (no files, more than ${MEDIA_LIMITS.filesPerUpload})`,
    ),
    ...denied,
    413: errorResponse(`PAYLOAD_TOO_LARGE: ${MEDIA_TEXTS.uploadTooLarge(mb(MEDIA_LIMITS.uploadTotal))}`),
  },
});

export const getMediaRoute = createRoute({
  method: 'get',
  path: '/api/cms/media/{id}',
  tags,
  summary: 'One media file, with the posts and pages that use it. Admins only.',
  request: { params: ZId },
  responses: { 200: json(ZMediaFile, 'The file'), ...denied, ...missing },
});

export const updateMediaRoute = createRoute({
  method: 'put',
  path: '/api/cms/media/{id}',
  tags,
  summary: `Sets the alt text (at most ${MEDIA_LIMITS.altText} characters; empty clears it). Admins only.`,
  request: { params: ZId, ...jsonBody(ZMediaUpdate) },
  responses: {
    200: json(ZMediaFile, 'The saved file'),
    400: errorResponse('VALIDATION_FAILED: alt_text'),
    ...denied,
    ...missing,
  },
});

export const deleteMediaRoute = createRoute({
  method: 'delete',
  path: '/api/cms/media/{id}',
  tags,
  summary:
    'Deletes the file, its stored original and copies. A file used by a post or page answers 409 MEDIA_IN_USE unless ?force=true. Admins only.',
  request: { params: ZId, query: ZMediaDeleteQuery },
  responses: {
    200: json(ZCmsDeleted, "'Media file deleted successfully'"),
    ...denied,
    ...missing,
    409: errorResponse(`MEDIA_IN_USE: ${MEDIA_TEXTS.inUse}`),
  },
});
