import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cmsMedia } from '../../db/schema/index.ts';
import { MEDIA_MIME_TYPES } from '../../../shared/cms/media-contract.ts';
import { mimeForExtension } from './media-files.ts';

export type CmsMediaHeaders = { contentType: string; disposition: string | null };

/** A filename for Content-Disposition: an ASCII fallback plus the exact name in RFC 5987 form. */
export function attachmentDisposition(name: string): string {
  const ascii = name
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_')
    .replace(/[;]/g, '_');
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii || 'download'}"; filename*=UTF-8''${exact}`;
}

/**
 * How a file under /media/cms/ goes out. Its extension was chosen by us from its sniffed type
 * (media-files.ts), so it gives the content type; documents (PDF, DOC, DOCX) download, under their
 * original name, instead of opening in the browser. Anything unexpected downloads as bytes.
 */
export async function cmsMediaHeaders(db: Db, key: string): Promise<CmsMediaHeaders> {
  const ext = /\.([a-z0-9]+)$/.exec(key)?.[1] ?? '';
  const mime = mimeForExtension(ext);
  if (!mime) return { contentType: 'application/octet-stream', disposition: 'attachment' };
  if (!MEDIA_MIME_TYPES.document.includes(mime)) return { contentType: mime, disposition: null };
  const [row] = await db
    .select({ name: cmsMedia.originalName })
    .from(cmsMedia)
    .where(eq(cmsMedia.storageKey, key));
  return { contentType: mime, disposition: attachmentDisposition(row?.name ?? key.split('/').pop()!) };
}
