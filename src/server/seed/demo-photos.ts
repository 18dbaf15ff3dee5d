import { processPhoto, type ProcessedPhoto } from '../infra/images.ts';
import { placeholderKeyFor } from '../infra/photo-placeholder.ts';
import { photoKeys, type StoredPhoto } from '../infra/photo-store.ts';
import type { Storage } from '../infra/storage.ts';
import { avatarKey, renderAvatar } from './avatars.ts';
import type { DemoMember } from './demo-members.ts';

type Seeded = readonly { id: string; member: DemoMember }[];
export type PlannedPhoto = StoredPhoto & { keys: { photo: string; thumb: string } };

/**
 * Where each member's portrait goes: keys made as for an upload, one folder per member, so they can
 * replace or delete it like any upload. The URLs are known before the files exist, so the rows can be
 * written while the portraits are still being drawn.
 */
export function planPhotos(seeded: Seeded, storage: Storage): Map<string, PlannedPhoto> {
  const planned = new Map<string, PlannedPhoto>();
  for (const { id, member } of seeded) {
    if (member.avatarLook === null) continue;
    const keys = photoKeys(id);
    planned.set(id, { keys, photoUrl: storage.urlFor(keys.photo), thumbUrl: storage.urlFor(keys.thumb) });
  }
  return planned;
}

/**
 * Renders each distinct look once and runs it through the upload pipeline (the same WebP photo,
 * thumbnail and blurred placeholder a member's own upload gets), then writes a copy per member where
 * planPhotos said; the placeholder only with `photoSecret` (else it is made on its first request).
 */
export async function storeAvatars(
  seeded: Seeded,
  planned: ReadonlyMap<string, PlannedPhoto>,
  storage: Storage,
  photoSecret?: string,
): Promise<number> {
  const looks = new Map<string, Promise<ProcessedPhoto>>();
  for (const { member } of seeded) {
    const look = member.avatarLook;
    if (look && !looks.has(avatarKey(look)))
      looks.set(avatarKey(look), renderAvatar(look).then(processPhoto));
  }
  const withPhoto = seeded.filter(({ id }) => planned.has(id));
  for (let i = 0; i < withPhoto.length; i += 32) {
    await Promise.all(
      withPhoto.slice(i, i + 32).map(async ({ id, member }) => {
        const processed = member.avatarLook && (await looks.get(avatarKey(member.avatarLook)));
        const keys = planned.get(id)?.keys;
        if (!processed || !keys) return;
        await storage.put(keys.photo, processed.photo, 'image/webp');
        await storage.put(keys.thumb, processed.thumb, 'image/webp');
        const placeholder = photoSecret ? placeholderKeyFor(photoSecret, keys.photo) : null;
        if (placeholder) await storage.put(placeholder, processed.placeholder, 'image/webp');
      }),
    );
  }
  return withPhoto.length;
}
