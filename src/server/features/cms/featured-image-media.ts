import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cmsMedia } from '../../db/schema/cms-content.ts';
import type { TImageMedia } from '../../../shared/cms/blog-contract.ts';

/**
 * The media library's key in an image address it made (media-upload.ts: cms/<random folder>/<name>):
 * the address is the storage's prefix and this key, whatever the storage.
 */
const LIBRARY_KEY = /(cms\/[0-9a-f]{32}\/[^/?#]+)$/;

type WithImage = { featured_image_url: string | null };

/**
 * `items` with each featured image's size and WebP copies when the media library holds it (one query
 * for all), so the blog's cards and a post's cover can be sent in the size a screen needs.
 */
export async function withImageMedia<T extends WithImage>(db: Db, items: T[]): Promise<T[]> {
  const keyOf = (item: WithImage) => LIBRARY_KEY.exec(item.featured_image_url ?? '')?.[1];
  const keys = [...new Set(items.map(keyOf).filter((key): key is string => key !== undefined))];
  const rows =
    keys.length === 0
      ? []
      : await db
          .select({
            key: cmsMedia.storageKey,
            width: cmsMedia.width,
            height: cmsMedia.height,
            variants: cmsMedia.variants,
          })
          .from(cmsMedia)
          .where(inArray(cmsMedia.storageKey, keys));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return items.map((item) => {
    const key = keyOf(item);
    const row = key ? byKey.get(key) : undefined;
    if (!key || !row?.width || !row.height) return { ...item, featured_image_media: null };
    const prefix = item.featured_image_url!.slice(0, -key.length);
    const media: TImageMedia = {
      width: row.width,
      height: row.height,
      variants: [...row.variants]
        .sort((a, b) => a.width - b.width)
        .map((variant) => ({ width: variant.width, url: `${prefix}${variant.key}` })),
    };
    return { ...item, featured_image_media: media };
  });
}
