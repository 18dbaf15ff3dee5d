import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/index.ts';
import type { Deps } from '../../http/app-env.ts';
import { blurPlaceholder } from '../../infra/images.ts';
import { placeholderKeyFor } from '../../infra/photo-placeholder.ts';

/**
 * A photo stored before placeholders existed (an older upload, the demo seed) gets its blurred
 * placeholder the first time someone asks for it: the key asked for must be the one derived from the
 * owner's current photo (so a made-up name costs one lookup by primary key and nothing else), and it
 * is drawn from the stored thumbnail (the photo when there is none). Returns its bytes, or null.
 */
export async function makeMissingPlaceholder(
  deps: Pick<Deps, 'db' | 'storage' | 'config' | 'log'>,
  ownerId: string,
  placeholderKey: string,
): Promise<Buffer | null> {
  const { db, storage, config } = deps;
  const [row] = await db
    .select({ photoUrl: profiles.profilePhotoUrl, thumbUrl: profiles.profilePhotoThumbUrl })
    .from(profiles)
    .where(eq(profiles.userId, ownerId))
    .limit(1);
  const photoKey = row?.photoUrl ? storage.keyFor(row.photoUrl) : null;
  if (!photoKey || placeholderKeyFor(config.authSecret, photoKey) !== placeholderKey) return null;
  const thumbKey = row?.thumbUrl ? storage.keyFor(row.thumbUrl) : null;
  const source = (thumbKey ? await storage.read(thumbKey) : null) ?? (await storage.read(photoKey));
  if (!source) return null;
  try {
    const placeholder = await blurPlaceholder(source);
    await storage.put(placeholderKey, placeholder, 'image/webp');
    return placeholder;
  } catch (error) {
    deps.log.warn({ err: error, ownerId }, 'could not make a photo placeholder');
    return null;
  }
}
