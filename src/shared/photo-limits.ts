/** What POST /api/me/photo accepts; the photo picker checks the same before uploading. */
export const PHOTO_FIELD = 'photo';
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_TYPES_MESSAGE = 'Photos must be JPEG, PNG or WebP';
export const PHOTO_SIZE_MESSAGE = 'Photos must be at most 8 MB';
