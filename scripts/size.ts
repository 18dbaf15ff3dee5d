/**
 * What a visitor's page costs, measured on what the server really sends: starts the built server
 * (embedded database, demo seed, so the blog has posts), asks for each path without a cookie, and adds
 * up, gzipped at level 9 as a server or CDN would send it:
 *   - initial: the scripts the HTML itself loads (<script src>, <link rel="modulepreload">). The budget
 *     (issue 6: 120 KB) applies to this, on every path.
 *   - on first interaction: what the page's loader (src/web/public/app-loader.js) fetches when the
 *     visitor first points, taps, types or focuses: the app's entry, everything it imports, and the
 *     page's own chunks.
 * Every other path is compared with `/`. Prints the tables and one JSON line per path; with --enforce
 * exits 1 when a path is over budget, costs more than `/` by over SAME_AS_HOME_MARGIN_BYTES, or loads
 * admin code (the CMS editor, drag and drop, an admin screen: size-measure.ts). Run `npm run build` first.
 *
 *   npm run size                                   # /
 *   npm run size -- / /blog /blog/<slug> --enforce
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from '../src/server/web-host/public-page-chunks.ts';
import { startServer } from './bench/server.ts';
import {
  adminOnly,
  initialScripts,
  interactionScripts,
  measure,
  total,
  type Measured,
} from './size-measure.ts';

export { initialScripts, interactionScripts } from './size-measure.ts';

export const BUDGET_BYTES = 120 * 1024;

/**
 * How much more than `/` another public page may download (issue 22: /blog loads no more than /).
 * Every public page shares the entry, React, the router and the site's chrome; what differs is the
 * page's own component, catalog and the few UI parts only it uses (the blog's filters, badges and
 * pagination, react-query for its live list): +3.2 KB gz for /blog, +3.8 KB for a post, +3.2 KB for a
 * CMS page (2026-11-27). 6 KB leaves room for small changes and still fails on any slice of the admin
 * area: the editor's chunk is 134 KB gz, the menu screen with dnd-kit 19 KB.
 */
export const SAME_AS_HOME_MARGIN_BYTES = 6 * 1024;

const webRoot = join(import.meta.dirname, '..', 'dist', 'web');

type PathCost = {
  path: string;
  status: number;
  html: number;
  initial: Measured[];
  onInteraction: Measured[];
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const signedKb = (bytes: number) => `${bytes >= 0 ? '+' : '-'}${kb(Math.abs(bytes))}`;

function print(title: string, files: Measured[]): void {
  console.log(`\n${title}`);
  for (const f of files)
    console.log(`${kb(f.gzip).padStart(10)} gz ${kb(f.raw).padStart(10)} raw  ${f.file}`);
  console.log(`${kb(total(files)).padStart(10)} gz total, ${files.length} files`);
}

async function cost(url: string, path: string, manifest: Manifest): Promise<PathCost> {
  const response = await fetch(`${url}${path}`, { redirect: 'manual' });
  const html = await response.text();
  return {
    path,
    status: response.status,
    html: gzipSync(html, { level: 9 }).length,
    initial: measure(webRoot, initialScripts(html)),
    onInteraction: measure(webRoot, interactionScripts(html, manifest)),
  };
}

/** What is wrong with `page` (compared with `home`, unless it is home): budget, margin, admin code. */
function problems(page: PathCost, home: PathCost, manifest: Manifest): string[] {
  const found: string[] = [];
  // A missing post's 404 page is a page too (its status is what a visitor gets); anything else is not.
  if (page.status !== 200 && page.status !== 404) found.push(`${page.path} answered ${page.status}`);
  if (total(page.initial) > BUDGET_BYTES)
    found.push(`${page.path}: initial JavaScript over budget by ${kb(total(page.initial) - BUDGET_BYTES)}`);
  if (page !== home) {
    for (const [what, mine, theirs] of [
      ['initial', total(page.initial), total(home.initial)],
      ['first-interaction', total(page.onInteraction), total(home.onInteraction)],
    ] as const) {
      if (mine - theirs > SAME_AS_HOME_MARGIN_BYTES)
        found.push(
          `${page.path}: ${what} JavaScript ${signedKb(mine - theirs)} over /'s (margin ${kb(SAME_AS_HOME_MARGIN_BYTES)})`,
        );
    }
  }
  for (const reason of adminOnly(webRoot, manifest, [...page.initial, ...page.onInteraction]))
    found.push(`${page.path} loads admin code: ${reason}`);
  return found;
}

if (process.argv[1]?.endsWith('size.ts')) {
  const manifestPath = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error('No build manifest: run `npm run build` first.');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const asked = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const paths = ['/', ...asked.filter((path) => path !== '/')];
  const dataDir = mkdtempSync(join(tmpdir(), 'mithaq-size-'));
  const server = await startServer({ DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'warn' });
  const costs: PathCost[] = [];
  try {
    for (const path of paths) costs.push(await cost(server.url, path, manifest));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const home = costs[0]!;
  const shown = asked.length > 0 ? costs.filter((c) => asked.includes(c.path)) : costs;
  const found: string[] = [];
  for (const page of shown) {
    print(`Initial JavaScript of a visitor's ${page.path} (what the HTML loads)`, page.initial);
    print(
      `${page.path}: downloaded on the first interaction (the app, then hydrating the page)`,
      page.onInteraction,
    );
    console.log(
      `\nHTML of ${page.path} : ${kb(page.html)} gz; initial JavaScript ${kb(total(page.initial))} gz (budget ${kb(BUDGET_BYTES)})`,
    );
    found.push(...problems(page, home, manifest));
  }
  const width = Math.max(...costs.map((c) => c.path.length)) + 2;
  console.log(`\n${'path'.padEnd(width)}    initial     vs /   on interaction     vs /`);
  for (const page of costs) {
    const initial = total(page.initial);
    const later = total(page.onInteraction);
    const diff = (mine: number, theirs: number) => (page === home ? '' : signedKb(mine - theirs));
    console.log(
      `${page.path.padEnd(width)} ${kb(initial).padStart(10)} ${diff(initial, total(home.initial)).padStart(8)}` +
        `   ${kb(later).padStart(14)} ${diff(later, total(home.onInteraction)).padStart(8)}`,
    );
  }
  for (const page of shown)
    console.log(
      JSON.stringify({
        metric: page === home ? 'visitor_home_js_gzip_bytes' : 'visitor_page_js_gzip_bytes',
        path: page.path,
        value: total(page.initial),
        budget: BUDGET_BYTES,
        files: page.initial.length,
        html_gzip_bytes: page.html,
        on_interaction_gzip_bytes: total(page.onInteraction),
        ...(page === home
          ? {}
          : { vs_home_on_interaction_bytes: total(page.onInteraction) - total(home.onInteraction) }),
      }),
    );
  for (const problem of found) console.error(problem);
  if (found.length > 0 && process.argv.includes('--enforce')) process.exitCode = 1;
}
