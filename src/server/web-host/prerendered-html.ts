import { PRERENDER_STATE_ID, type PrerenderResult } from '../../shared/site/prerender.ts';

/** Text safe inside an HTML element or a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const ENTRY_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/i;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/gi;
// Greedy: from the root's opening tag to the last </div> before </body>.
const ROOT = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/i;

/** The loader a prerendered page carries instead of the app (src/web/public/app-loader.js). */
export const APP_LOADER_PATH = '/app-loader.js';

/** JSON inside <script>: no '<', so neither `</script>` nor `<!--` can end or bend the block. */
const jsonForScript = (json: string) => json.replace(/</g, '\\u003c');

/**
 * A visitor's public page: the built index.html (with the page's title and tags) holding the page
 * rendered on the server. The app's entry script and its module preloads leave the HTML; the loader
 * takes their place and fetches them (plus `extraPreloads`) on the visitor's first interaction, so the
 * page's first download carries no app JavaScript. Returns null when index.html is not the shape Vite
 * builds (no entry script or no #root): the caller then sends the plain app.
 */
export function prerenderedPageHtml(
  indexHtml: string,
  page: PrerenderResult,
  extraPreloads: readonly string[] = [],
): string | null {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry || !ROOT.test(indexHtml)) return null;
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const loader =
    `<script defer src="${APP_LOADER_PATH}" data-entry="${escapeHtml(entry)}" ` +
    `data-preload="${escapeHtml([...preloads, ...extraPreloads].join(' '))}"></script>\n    `;
  const state = `<script type="application/json" id="${PRERENDER_STATE_ID}">${jsonForScript(page.state)}</script>`;
  // Replacement functions, so a '$' in the page is never read as a pattern.
  return indexHtml
    .replace(MODULE_PRELOAD, () => '')
    .replace(ENTRY_SCRIPT, () => loader)
    .replace(ROOT, () => `<div id="root">${page.html}</div>\n    ${state}`);
}
