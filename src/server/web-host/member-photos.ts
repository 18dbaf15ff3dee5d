import type { Context } from 'hono';
import { maySeePhotosOf } from '../domain/member/photo-privacy.ts';
import { makeMissingPlaceholder } from '../features/profiles/photo-placeholders.ts';
import type { AppEnv } from '../http/app-env.ts';
import { memberPhotoKey } from '../infra/photo-placeholder.ts';
import { fileBelow, IMMUTABLE, sendFile, staticFile } from './static-files.ts';

/**
 * Members' photo files (issue 23, photos private until connected): /media/photos/<owner>/<name>.webp and
 * its -256 thumbnail go only to the owner, to staff and to a signed-in member who may see the owner's
 * photos now (domain/member/photo-privacy.ts maySeePhotosOf: the approved photo only, never one waiting
 * for a moderator; not suspended, no block either way, not hidden by photo privacy), one statement per
 * request. A visitor never gets one: no page a visitor sees
 * shows a member's photo (the profile's visitor view has none, the public pages draw monograms).
 * Everyone else gets the same 404 as a missing file, so the answer says nothing.
 *
 * The answer may differ per member, so it is `private` and varies by Cookie: no shared cache keeps one
 * member's allowed file for another, and `no-cache` makes the browser ask again (a 304 by ETag, after
 * the check), so a block or a revoked connection counts at once.
 *
 * Blurred placeholders (`-blur.webp`) are public and immutable like other media: their name is an HMAC of
 * the photo's key, and one missing (a photo stored before placeholders) is made on the first request.
 */
export const MEMBER_PHOTO_CACHE = 'private, no-cache';

const notFound = (c: Context<AppEnv>) => c.text('Not found', 404);

/** `key`: the storage key the request reaches (infra/storage.ts mediaKeyOf), under photos/. */
export async function sendMemberPhoto(c: Context<AppEnv>, mediaRoot: string, key: string) {
  const photo = memberPhotoKey(key);
  if (!photo) return notFound(c);
  // Any signed-in account: a guardian account (issue 23 item 5) sees its ward's and their partners'
  // photos by the same rule as a member (their profile answers already carry the placeholders).
  const { deps, account: viewer } = c.var;
  if (photo.placeholder) {
    const file = await fileBelow(mediaRoot, `/${key}`);
    if (file) return sendFile(c, file, IMMUTABLE, false);
    const made = await makeMissingPlaceholder(deps, photo.ownerId, key);
    return made ? sendFile(c, staticFile(new Uint8Array(made), 'image/webp'), IMMUTABLE, false) : notFound(c);
  }
  c.header('Vary', 'Cookie');
  c.header('Cache-Control', MEMBER_PHOTO_CACHE);
  const allowed =
    viewer !== null &&
    (viewer.id === photo.ownerId ||
      (await maySeePhotosOf(deps.db, viewer.id, photo.ownerId, deps.storage.urlFor(key), deps.clock.now())));
  if (!allowed) return notFound(c);
  const file = await fileBelow(mediaRoot, `/${key}`);
  return file ? sendFile(c, file, MEMBER_PHOTO_CACHE, false) : notFound(c);
}
