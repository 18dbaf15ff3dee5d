import { fileTypeFromBuffer } from 'file-type';
import { loadSharp, MAX_INPUT_PIXELS } from '../../infra/images.ts';
import {
  MEDIA_LIMITS,
  MEDIA_MIME_TYPES,
  MEDIA_TEXTS,
  MEDIA_FILE_TYPES,
  type TMediaFileType,
} from '../../../shared/cms/media-contract.ts';

/**
 * The media library's files: judged by their bytes (file-type), never by their name or declared type;
 * images decoded by sharp, turned upright and re-encoded without metadata (EXIF, GPS), with WebP copies.
 */

/** The extension each accepted type is stored under: chosen by us from the sniffed type, so it can be trusted. */
export const MEDIA_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/webm': 'weba',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/** The content type to serve for a stored extension (the reverse of MEDIA_EXTENSIONS). */
export const mimeForExtension = (ext: string): string | null =>
  Object.entries(MEDIA_EXTENSIONS).find(([, e]) => e === ext)?.[0] ?? null;

// Names file-type gives to formats we accept under their usual name.
const ALIASES: Record<string, string> = {
  'audio/x-m4a': 'audio/mp4',
  'audio/ogg; codecs=opus': 'audio/ogg',
  'audio/opus': 'audio/ogg',
  'audio/x-wav': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
};

export type JudgedFile =
  { ok: true; mime: string; fileType: TMediaFileType; ext: string } | { ok: false; message: string };

const fileTypeOf = (mime: string): TMediaFileType | null =>
  MEDIA_FILE_TYPES.find((type) => MEDIA_MIME_TYPES[type].includes(mime)) ?? null;

/**
 * What a file is by its bytes, and whether the library takes it. file-type sees an old Word .doc only
 * as a compound file (application/x-cfb, also Excel, installers...): taken as a .doc only when named so.
 */
export async function judgeFile(bytes: Uint8Array, name: string): Promise<JudgedFile> {
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  let mime = detected ? (ALIASES[detected.mime] ?? detected.mime) : null;
  if (mime === 'application/x-cfb') mime = /\.doc$/i.test(name.trim()) ? 'application/msword' : null;
  const fileType = mime ? fileTypeOf(mime) : null;
  const ext = mime ? MEDIA_EXTENSIONS[mime] : undefined;
  if (!mime || !fileType || !ext) return { ok: false, message: MEDIA_TEXTS.unsupported };
  const limit = MEDIA_LIMITS[fileType];
  if (bytes.byteLength > limit) return { ok: false, message: MEDIA_TEXTS.tooLarge(limit / (1024 * 1024)) };
  return { ok: true, mime, fileType, ext };
}

export type ProcessedImage = {
  original: Buffer;
  mime: string;
  ext: string;
  width: number;
  height: number;
  variants: { width: number; body: Buffer }[];
};

export class MediaImageError extends Error {}

type SharpInstance = ReturnType<Awaited<ReturnType<typeof loadSharp>>>;

function encodeAs(image: SharpInstance, mime: string): SharpInstance {
  switch (mime) {
    case 'image/jpeg':
      return image.jpeg({ quality: 90, mozjpeg: true });
    case 'image/png':
      return image.png();
    case 'image/gif':
      return image.gif();
    default:
      return image.webp({ quality: 88 });
  }
}

/**
 * Decodes (decompression bombs refused by the pixel limit), applies the EXIF orientation and re-encodes
 * in the original's format; sharp writes no metadata unless asked, so EXIF and GPS are gone. A GIF sharp
 * cannot write back becomes WebP. WebP copies at MEDIA_LIMITS.imageWidths, never wider than the image.
 */
export async function processImage(input: Uint8Array, mime: string): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const damaged = () => new MediaImageError('The image is damaged or incomplete');
  const header = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: true })
    .metadata()
    .catch(() => {
      throw damaged();
    });
  // An animation keeps its frames (and has no camera EXIF); a still image is turned upright.
  const animated = (header.pages ?? 1) > 1;
  const open = () => {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', animated });
    return animated ? image : image.rotate();
  };
  let encoded: { data: Buffer; info: { width: number; height: number } };
  let storedMime = mime;
  try {
    encoded = await encodeAs(open(), mime).toBuffer({ resolveWithObject: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) {
      throw new MediaImageError(`The image is larger than ${MAX_INPUT_PIXELS / 1e6} megapixels`);
    }
    if (mime !== 'image/gif') throw damaged();
    try {
      encoded = await open().webp({ quality: 88 }).toBuffer({ resolveWithObject: true });
      storedMime = 'image/webp';
    } catch {
      throw damaged();
    }
  }
  const { width } = encoded.info;
  // For an animation, sharp reports the height of the whole strip of frames: one frame is pageHeight.
  const height = animated ? (header.pageHeight ?? encoded.info.height) : encoded.info.height;
  const variants: ProcessedImage['variants'] = [];
  for (const w of MEDIA_LIMITS.imageWidths) {
    if (w > width) break;
    // From our own re-encoded output: already upright and checked; the first frame of an animation.
    const body = await sharp(encoded.data).resize({ width: w }).webp({ quality: 80 }).toBuffer();
    variants.push({ width: w, body });
  }
  return {
    original: encoded.data,
    mime: storedMime,
    ext: MEDIA_EXTENSIONS[storedMime]!,
    width,
    height,
    variants,
  };
}

/** The original name as shown to admins: the last path segment, without control characters, at most 200. */
export function displayName(name: string, ext: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
  return clean || `file.${ext}`;
}

/** A storage-safe base name ([A-Za-z0-9_-], at most 60): the name without its extension, accents dropped. */
export function keyBaseName(name: string): string {
  const withoutExt = name.replace(/\.[^.]*$/, '');
  const ascii = withoutExt.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const safe = ascii
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 60)
    .replace(/[-_]+$/g, '');
  return safe || 'file';
}
