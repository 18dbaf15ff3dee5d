import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { NO_SESSION, SESSION_HINT_META } from '../../shared/session-hint.ts';
import { publicPageFor } from '../../shared/site/public-pages.ts';
import { hasSessionCookie } from '../auth/session-cookie.ts';
import { cmsMediaHeaders } from '../features/cms/media-serving.ts';
import type { PrerenderResult } from '../../shared/site/prerender.ts';
import type { AppEnv } from '../http/app-env.ts';
import { escapeHtml, prerenderedPageHtml } from './prerendered-html.ts';
import { headTags, type PageHead } from './page-head.ts';
import type { PrerenderedPages } from './prerendered-pages.ts';
import { FileCache, fileBelow, IMMUTABLE, sendFile, staticFile, type StaticFile } from './static-files.ts';
import {
  cmsPagePreloads,
  publicPagePreloads,
  type CmsPreloadKind,
  type Manifest,
} from './public-page-chunks.ts';
import { cmsPage, cmsPageKey, type CmsPage } from './cms-pages.ts';
import { countView } from '../features/cms/blog-reads.ts';
import { isPrivateMediaPath, mediaKeyOf } from '../infra/storage.ts';
import { loadViewer } from '../auth/middleware.ts';
import { sendMemberPhoto } from './member-photos.ts';

const MEMBER_PHOTOS_PREFIX = 'photos/';

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\b[^>]*\bname\s*=\s*["']description["'][^>]*>/i;

/** A copy of an HTML file with its text changed by `edit`. */
function rewriteHtml(html: StaticFile, edit: (text: string) => string): StaticFile {
  return staticFile(new TextEncoder().encode(edit(new TextDecoder().decode(html.body))), html.type);
}

/** index.html with the page's title and description in place of the defaults, plus canonical and og: tags. */
export function pageHtml(index: StaticFile, page: PageHead, publicUrl: string): StaticFile {
  const { title, description, rest } = headTags(page, publicUrl);
  const social = [...rest];
  // Replacement functions, so a '$' in a text is never read as a pattern.
  return rewriteHtml(index, (text) => {
    let html = text;
    if (DESCRIPTION.test(html)) html = html.replace(DESCRIPTION, () => description);
    else social.unshift(description);
    const head = [title, ...social].join('\n    ');
    return TITLE.test(html)
      ? html.replace(TITLE, () => head)
      : html.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
  });
}

const NO_SESSION_HINT = `<meta name="${SESSION_HINT_META}" content="${NO_SESSION}" />`;

const addToHead = (text: string, tags: string[]) =>
  text.replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);

/**
 * The same page for a request without a session cookie: it tells the app there is no session
 * (src/shared/session-hint.ts), and a public page also preloads its own chunks, so they download
 * beside the entry instead of after it has run. Sent when the page could not be prerendered.
 */
function visitorCopy(html: StaticFile, preloads: string[]): StaticFile {
  const tags = [
    NO_SESSION_HINT,
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
  ];
  return rewriteHtml(html, (text) => addToHead(text, tags));
}

/** A visitor's public page with its content rendered on the server (http/prerendered-html.ts), or null. */
function prerenderedCopy(html: StaticFile, page: PrerenderResult, preloads: string[]): StaticFile | null {
  const text = prerenderedPageHtml(
    new TextDecoder().decode(html.body),
    page,
    preloads.map((file) => `/${file}`),
  );
  return text === null
    ? null
    : staticFile(new TextEncoder().encode(addToHead(text, [NO_SESSION_HINT])), html.type);
}

/** The build's manifest, or null (a build without one, or tests with a hand-written index.html). */
function readManifest(webRoot: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(join(webRoot, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** A public page's chunks beyond the entry (web-host/public-page-chunks.ts); none for other paths. */
function pagePreloads(webRoot: string, path: string): string[] {
  const page = publicPageFor(path);
  return page ? manifestPreloads(webRoot, (manifest) => publicPagePreloads(manifest, page.path)) : [];
}

function manifestPreloads(webRoot: string, preloads: (manifest: Manifest) => string[]): string[] {
  const manifest = readManifest(webRoot);
  try {
    return manifest ? preloads(manifest) : [];
  } catch {
    return []; // A renamed module: no preloads rather than no page (the unit test and scripts/size.ts catch it).
  }
}

/**
 * Serves the built React app: hashed assets cached for a year, every other GET falls back to
 * index.html (never cached without revalidation, so a deploy is picked up at once) and the router
 * decides what to show. A public page's copy of index.html carries its own title, description,
 * canonical link and Open Graph tags, so crawlers and link previews see them without JavaScript; for
 * a visitor it also holds the page itself, rendered on the server (http/prerendered-pages.ts).
 * The app's text files are compressed (br or gzip); /media (members' uploads) and /api are not.
 * Members' photos under /media/photos go only to whom may see them (member-photos.ts).
 */
export function spaRoutes(
  webRoot: string,
  mediaRoot: string,
  publicUrl: string,
  prerendered: PrerenderedPages,
) {
  const app = new Hono<AppEnv>();
  const webFiles = new FileCache();
  // Built once per index.html version (the file cache hands out a new object when it changes).
  const pagesByIndex = new WeakMap<StaticFile, Map<string, StaticFile>>();
  const visitorCopies = new WeakMap<StaticFile, StaticFile>();

  // Built once per page and index.html version, like the page copies above.
  // A page's preloads read the build's manifest: once per page copy of index.html, not per rendering.
  const preloadsByPage = new WeakMap<StaticFile, string[]>();
  const preloadsFor = (html: StaticFile, path: string): string[] => {
    let preloads = preloadsByPage.get(html);
    if (!preloads) preloadsByPage.set(html, (preloads = pagePreloads(webRoot, path)));
    return preloads;
  };

  const forVisitor = (html: StaticFile, path: string): StaticFile => {
    let copy = visitorCopies.get(html);
    if (!copy) {
      copy = visitorCopy(html, preloadsFor(html, path));
      visitorCopies.set(html, copy);
    }
    return copy;
  };

  // One HTML file per rendering (each lives PRERENDER_TTL_MS) and page copy of index.html.
  const prerenderedFiles = new WeakMap<PrerenderResult, { html: StaticFile; file: StaticFile | null }>();
  const forPrerendered = (html: StaticFile, path: string, page: PrerenderResult): StaticFile | null => {
    const known = prerenderedFiles.get(page);
    if (known?.html === html) return known.file;
    const file = prerenderedCopy(html, page, preloadsFor(html, path));
    prerenderedFiles.set(page, { html, file });
    return file;
  };

  const indexFor = (index: StaticFile, path: string): StaticFile => {
    const page = publicPageFor(path);
    if (!page) return index;
    let pages = pagesByIndex.get(index);
    if (!pages) pagesByIndex.set(index, (pages = new Map()));
    let html = pages.get(page.path);
    if (!html) pages.set(page.path, (html = pageHtml(index, page, publicUrl)));
    return html;
  };

  // The blog's and CMS pages' chunks, preloaded on the first interaction like a fixed page's: once per
  // kind of page and index.html version.
  const cmsPreloads = new WeakMap<StaticFile, Map<CmsPreloadKind, string[]>>();
  const cmsPreloadsFor = (index: StaticFile, kind: CmsPreloadKind): string[] => {
    let byKind = cmsPreloads.get(index);
    if (!byKind) cmsPreloads.set(index, (byKind = new Map()));
    let preloads = byKind.get(kind);
    if (!preloads) byKind.set(kind, (preloads = manifestPreloads(webRoot, (m) => cmsPagePreloads(m, kind))));
    return preloads;
  };

  // A blog or CMS page's HTML: one file per rendering (each lives until the next render of its key).
  const cmsFiles = new WeakMap<CmsPage, { index: StaticFile; file: StaticFile | null }>();
  const cmsFile = (
    index: StaticFile,
    key: string,
    sent: Extract<CmsPage, { kind: 'page' }>,
  ): StaticFile | null => {
    const known = cmsFiles.get(sent);
    if (known?.index === index) return known.file;
    const preloads = cmsPreloadsFor(index, sent.preloadKind);
    const file = sent.page
      ? prerenderedCopy(pageHtml(index, sent.head, publicUrl), sent.page, preloads)
      : null;
    cmsFiles.set(sent, { index, file });
    return file;
  };

  /** /blog, /blog/{slug} and /{slug}: 301 for a moved slug; for a visitor the page rendered (404 when missing). */
  const sendCmsPage = async (c: Context<AppEnv>, index: StaticFile, key: string) => {
    const sent = await cmsPage(c.var.deps, prerendered, key);
    if (sent.kind === 'redirect') {
      c.header('Cache-Control', 'no-cache');
      return c.redirect(sent.location, 301);
    }
    if (hasSessionCookie(c.req.header('Cookie'))) return null;
    const file = cmsFile(index, key, sent);
    if (!file) return null;
    // The HTML request is the visit (the app reads the post from the page, never asking the API again).
    if (sent.postId && c.req.method === 'GET')
      await countView(c.var.deps.db, sent.postId, c.req.header('User-Agent'));
    c.header('Vary', 'Cookie');
    c.status(sent.status as 200 | 404);
    return sendFile(c, file, 'no-cache');
  };

  // Members' photos are served by who asks (member-photos.ts): the session is read for /media too.
  app.use('/media/*', loadViewer);
  app.get('/media/*', async (c) => {
    if (isPrivateMediaPath(c.req.path)) return c.text('Not found', 404);
    const key = mediaKeyOf(c.req.path);
    if (key?.toLowerCase().startsWith(MEMBER_PHOTOS_PREFIX)) return sendMemberPhoto(c, mediaRoot, key);
    const file = await fileBelow(mediaRoot, c.req.path.slice('/media'.length));
    if (!file) return c.text('Not found', 404);
    if (!c.req.path.startsWith('/media/cms/')) return sendFile(c, file, IMMUTABLE, false);
    // The CMS library's files: their sniffed type, never sniffed again by the browser; documents download.
    const cms = await cmsMediaHeaders(c.var.deps.db, c.req.path.slice('/media/'.length));
    c.header('X-Content-Type-Options', 'nosniff');
    if (cms.disposition) c.header('Content-Disposition', cms.disposition);
    return sendFile(c, { ...file, type: cms.contentType }, IMMUTABLE, false);
  });
  app.get('*', async (c) => {
    const file = c.req.path === '/' ? null : await fileBelow(webRoot, c.req.path, webFiles);
    if (file)
      return sendFile(c, file, c.req.path.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600');
    const index = await fileBelow(webRoot, '/index.html', webFiles);
    if (!index) {
      return c.text(
        existsSync(join(webRoot)) ? 'index.html missing' : 'The web app is not built: run npm run build.',
        503,
      );
    }
    const key = cmsPageKey(c.req.path, new URL(c.req.url).searchParams);
    const cms = key ? await sendCmsPage(c, index, key) : null;
    if (cms) return cms;
    const html = indexFor(index, c.req.path);
    // Two versions of each page exist (with and without the no-session hint): caches must not mix them.
    c.header('Vary', 'Cookie');
    if (hasSessionCookie(c.req.header('Cookie'))) return sendFile(c, html, 'no-cache');
    // A public page comes rendered (its canonical path keys the renderings); any other path, or a
    // page that could not be rendered, gets the app, which renders in the browser.
    const publicPage = publicPageFor(c.req.path);
    const rendered = publicPage ? await prerendered.render(c.var.deps, publicPage.path) : null;
    const page = rendered ? forPrerendered(html, c.req.path, rendered) : null;
    return sendFile(c, page ?? forVisitor(html, c.req.path), 'no-cache');
  });
  return app;
}
