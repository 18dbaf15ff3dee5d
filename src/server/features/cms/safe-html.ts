import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for CMS HTML (issue 22 item 2), applied when content is saved and again when it
 * is rendered, so neither the editor nor an API caller can store or serve a script, an event
 * handler, a `javascript:` URL, inline style or a frame from a site not listed here.
 */
const TEXT_DIRECTION = ['dir'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'sub',
    'sup',
    'mark',
    'iframe',
    'video',
    'audio',
    'source',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading'],
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen', 'sandbox'],
    video: ['src', 'controls', 'width', 'height', 'poster', 'preload'],
    audio: ['src', 'controls', 'preload'],
    source: ['src', 'type'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', ...TEXT_DIRECTION],
    p: TEXT_DIRECTION,
    h2: TEXT_DIRECTION,
    h3: TEXT_DIRECTION,
    h4: TEXT_DIRECTION,
    h5: TEXT_DIRECTION,
    h6: TEXT_DIRECTION,
    blockquote: TEXT_DIRECTION,
    ul: TEXT_DIRECTION,
    li: TEXT_DIRECTION,
    span: TEXT_DIRECTION,
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {
    img: ['http', 'https'],
    video: ['http', 'https'],
    audio: ['http', 'https'],
    source: ['http', 'https'],
  },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'],
  allowIframeRelativeUrls: false,
  allowedClasses: {},
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  // A frame whose address was refused is dropped whole rather than left empty.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title'],
  transformTags: {
    // A link that opens a new tab cannot reach back into this one, and passes no referrer.
    a: (tagName, attribs) => {
      const next = { ...attribs };
      if (next.target && next.target !== '_blank') delete next.target;
      if (next.target === '_blank') next.rel = 'noopener noreferrer';
      else delete next.rel;
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { loading: 'lazy', ...attribs } }),
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, sandbox: 'allow-scripts allow-same-origin allow-presentation' },
    }),
  },
};
/** CMS HTML with everything outside the allow-list taken out. */
export const sanitizeCmsHtml = (html: string): string => sanitizeHtml(html, OPTIONS);

/** The text of CMS HTML, tags stripped and entities decoded (excerpts, reading time, feeds, search). */
export function plainTextOf(html: string): string {
  const stripped = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote|div|tr)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: OPTIONS.nonTextTags,
  });
  return decodeEntities(stripped).replace(/\s+/g, ' ').trim();
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
