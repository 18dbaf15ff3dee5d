import { SITE_NAME } from '../../shared/site/public-pages.ts';
import { escapeHtml } from './prerendered-html.ts';

/** What a page's <head> says about it: crawlers and link previews read it without JavaScript. */
export type PageHead = {
  /** The canonical path (and query string, for a page of the blog). */
  path: string;
  title: string;
  description: string;
  keywords?: string | null;
  ogType?: 'website' | 'article';
  siteName?: string;
  /** Absolute URL of the page's image (og:image). */
  image?: string | null;
  /** Structured data (schema.org), sent as a JSON data block. */
  jsonLd?: Record<string, unknown> | null;
};

// A data block: never executed, and with no '<' nothing in it can close the element.
const jsonLdBlock = (data: Record<string, unknown>) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** The description and social tags of a page (the <title> goes separately). */
export function headTags(
  head: PageHead,
  publicUrl: string,
): { title: string; description: string; rest: string[] } {
  const url = escapeHtml(`${publicUrl}${head.path}`);
  const rest = [
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="${head.ogType ?? 'website'}" />`,
    `<meta property="og:site_name" content="${escapeHtml(head.siteName ?? SITE_NAME)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
  ];
  if (head.keywords) rest.unshift(`<meta name="keywords" content="${escapeHtml(head.keywords)}" />`);
  if (head.image) rest.push(`<meta property="og:image" content="${escapeHtml(head.image)}" />`);
  if (head.jsonLd) rest.push(jsonLdBlock(head.jsonLd));
  return {
    title: `<title>${escapeHtml(head.title)}</title>`,
    description: `<meta name="description" content="${escapeHtml(head.description)}" />`,
    rest,
  };
}
