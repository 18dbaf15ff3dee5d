import { PUBLIC_PAGES, type PublicPage } from '../../../shared/site/public-pages.ts';

/** One <url> of /sitemap.xml. `loc` is absolute; `lastmod` is a W3C date (yyyy-mm-dd or full ISO). */
export type SitemapEntry = {
  loc: string;
  lastmod?: string;
  changefreq?: PublicPage['changefreq'];
  priority?: number;
};

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch] ?? ch);

/** The fixed public pages (shared/site/public-pages.ts) as sitemap entries under the site's address. */
export function publicPageEntries(publicUrl: string): SitemapEntry[] {
  return PUBLIC_PAGES.map((page) => ({
    loc: `${publicUrl}${page.path}`,
    changefreq: page.changefreq,
    priority: page.priority,
  }));
}

/**
 * The sitemap of any list of entries: the CMS issue appends published pages (/{slug}) and blog posts
 * (/blog/{slug}, with their lastmod) to publicPageEntries() and calls this with the lot. The protocol
 * caps a file at 50,000 URLs; past that a sitemap index is needed.
 */
export function buildSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const parts = [`<loc>${escapeXml(entry.loc)}</loc>`];
    if (entry.lastmod) parts.push(`<lastmod>${escapeXml(entry.lastmod)}</lastmod>`);
    if (entry.changefreq) parts.push(`<changefreq>${escapeXml(entry.changefreq)}</changefreq>`);
    if (entry.priority !== undefined) {
      parts.push(`<priority>${Math.min(1, Math.max(0, entry.priority)).toFixed(1)}</priority>`);
    }
    return `  <url>${parts.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
