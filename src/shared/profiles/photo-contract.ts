/**
 * The member's photo (POST and DELETE /api/me/photo): what an upload may be (the photo picker checks the
 * same before uploading), and what the owner is answered. Plain values and types, no zod.
 */
export const PHOTO_FIELD = 'photo';
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_TYPES_MESSAGE = 'Photos must be JPEG, PNG or WebP';
export const PHOTO_SIZE_MESSAGE = 'Photos must be at most 8 MB';

type Text = string | null;

/**
 * A photo waiting for a moderator (issue 23 item 2): the owner sees it as their photo, other members
 * see the approved one (or none) until it is approved.
 */
export type TPhotoReview = 'pending' | null;

/** POST and DELETE /api/me/photo. */
export type TPhotoUrls = {
  profile_photo_url: Text;
  profile_photo_thumb_url: Text;
  photo_review: TPhotoReview;
};
