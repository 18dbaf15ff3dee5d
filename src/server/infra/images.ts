/** sharp and libvips (about 20 MB resident) load with the first photo, not when the server starts. */
export const loadSharp = () => import('sharp').then((module) => module.default);

/**
 * Member photos: the type is judged by the file's first bytes (never its name or declared type), then
 * sharp decodes it, applies the EXIF orientation and re-encodes WebP. sharp writes no metadata unless asked
 * (no keepExif/withMetadata here), so GPS and camera data never reach storage.
 */

export type ImageKind = 'jpeg' | 'png' | 'webp';

export const PHOTO_SIZE = 1024;
export const THUMB_SIZE = 256;
// 40 megapixels is above any phone camera; a larger header is a decompression bomb, not a portrait.
export const MAX_INPUT_PIXELS = 40_000_000;

export class ImageError extends Error {
  constructor(
    readonly reason: 'unsupported' | 'invalid' | 'too-many-pixels',
    message: string,
  ) {
    super(message);
  }
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** The blurred stand-in's sizes: drawn this small, so nothing of a face survives, then shown this large. */
export const PLACEHOLDER_SOURCE_SIZE = 24;
export const PLACEHOLDER_SIZE = 256;

/** placeholder: a small, heavily blurred copy shown instead of a private photo (photo-placeholder.ts). */
export type ProcessedPhoto = { photo: Buffer; thumb: Buffer; placeholder: Buffer };

/**
 * The blurred placeholder of a photo already ours (a stored photo or thumbnail): 24 px wide, then
 * scaled up to 256 px and blurred again, a WebP without metadata. Only colours and a rough shape
 * remain, so it may be public.
 */
export async function blurPlaceholder(ownPhoto: Uint8Array): Promise<Buffer> {
  const sharp = await loadSharp();
  const tiny = await sharp(ownPhoto, { failOn: 'warning' })
    .resize(PLACEHOLDER_SOURCE_SIZE, PLACEHOLDER_SOURCE_SIZE, { fit: 'cover', position: 'attention' })
    .blur(1.2)
    .png()
    .toBuffer();
  return sharp(tiny)
    .resize(PLACEHOLDER_SIZE, PLACEHOLDER_SIZE, { kernel: 'cubic' })
    .blur(12)
    .webp({ quality: 50 })
    .toBuffer();
}

/** Sniffs, decodes and re-encodes; throws ImageError for anything that is not a whole JPEG, PNG or WebP. */
export async function processPhoto(input: Uint8Array): Promise<ProcessedPhoto> {
  const photo = await reencode(input, PHOTO_SIZE);
  // The thumbnail comes from our own output: a small, already-checked image, decoded once more.
  const thumb = await (
    await loadSharp()
  )(photo)
    .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'cover', position: 'attention' })
    .webp({ quality: 80 })
    .toBuffer();
  return { photo, thumb, placeholder: await blurPlaceholder(thumb) };
}

/** A verification selfie (features/verification): judged and re-encoded as a photo, one WebP, no metadata. */
export const processSelfie = (input: Uint8Array): Promise<Buffer> => reencode(input, PHOTO_SIZE);

/** The sniff, decode and WebP re-encode every member image goes through, at most `size` px a side. */
async function reencode(input: Uint8Array, size: number): Promise<Buffer> {
  const kind = sniffImage(input);
  if (!kind) throw new ImageError('unsupported', 'Not a JPEG, PNG or WebP image');
  try {
    // failOn 'warning' (sharp's default, stated because it matters): a truncated file fails instead of
    // being padded with grey.
    return await (
      await loadSharp()
    )(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', pages: 1 })
      .rotate()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) {
      throw new ImageError(
        'too-many-pixels',
        `The image is larger than ${MAX_INPUT_PIXELS / 1e6} megapixels`,
      );
    }
    throw new ImageError('invalid', 'The image is damaged or incomplete');
  }
}
