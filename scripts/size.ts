/**
 * What a visitor's first page costs, measured on what the server really sends: starts the built server
 * (SEED=none, embedded database), asks for `/` without a cookie, and adds up, gzipped at level 9 as a
 * server or CDN would send it:
 *   - initial: the scripts the HTML itself loads (<script src>, <link rel="modulepreload">). The budget
 *     (issue 6: 120 KB) applies to this.
 *   - on first interaction: what the page's loader (src/web/public/app-loader.js) fetches when the
 *     visitor first points, taps, types or focuses: the app's entry, everything it imports, and the
 *     landing page's chunks.
 * Prints both tables and one JSON line; with --enforce exits 1 over budget. Run `npm run build` first.
 *
 *   npm run size
 *   npm run size -- --enforce
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { importClosure, type Manifest } from '../src/server/web-host/public-page-chunks.ts';
import { startServer } from './bench/server.ts';

export const BUDGET_BYTES = 120 * 1024;
const webRoot = join(import.meta.dirname, '..', 'dist', 'web');

type Measured = { file: string; raw: number; gzip: number };

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/** Script files the HTML loads by itself: classic and module scripts, and module preloads. */
export function initialScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)]
    .map(([tag]) => attribute(tag, 'src'))
    .filter((src): src is string => src !== undefined);
  const preloads = [...html.matchAll(/<link\b[^>]*>/gi)]
    .filter(([tag]) => attribute(tag, 'rel') === 'modulepreload')
    .map(([tag]) => attribute(tag, 'href')!);
  return [...scripts, ...preloads];
}

/** What the loader fetches on the first interaction: its entry with the entry's imports, and its preloads. */
export function interactionScripts(html: string, manifest: Manifest): string[] {
  const loader = /<script\b[^>]*\bdata-entry="[^"]*"[^>]*>/i.exec(html)?.[0];
  if (!loader) return [];
  const entry = attribute(loader, 'data-entry')!.replace(/^\//, '');
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.file === entry);
  const closure = entryKey ? [...importClosure(manifest, [entryKey])].map((key) => manifest[key]!.file) : [];
  const preloads = (attribute(loader, 'data-preload') ?? '').split(' ').filter(Boolean);
  return [...closure, ...preloads];
}

function measure(files: string[]): Measured[] {
  return [...new Set(files.map((file) => file.replace(/^\//, '')))]
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const bytes = readFileSync(join(webRoot, file));
      return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (files: Measured[]) => files.reduce((sum, f) => sum + f.gzip, 0);

function print(title: string, files: Measured[]): void {
  console.log(`\n${title}`);
  for (const f of files)
    console.log(`${kb(f.gzip).padStart(10)} gz ${kb(f.raw).padStart(10)} raw  ${f.file}`);
  console.log(`${kb(total(files)).padStart(10)} gz total, ${files.length} files`);
}

if (process.argv[1]?.endsWith('size.ts')) {
  const manifestPath = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error('No build manifest: run `npm run build` first.');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const dataDir = mkdtempSync(join(tmpdir(), 'mithaq-size-'));
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  let html: string;
  try {
    html = await (await fetch(`${server.url}/`)).text();
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const htmlGzip = gzipSync(html, { level: 9 }).length;
  const initial = measure(initialScripts(html));
  const onInteraction = measure(interactionScripts(html, manifest));
  print("Initial JavaScript of a visitor's / (what the HTML loads)", initial);
  print('Downloaded on the first interaction (the app, then hydrating the page)', onInteraction);
  console.log(
    `\nHTML of / : ${kb(htmlGzip)} gz; initial JavaScript ${kb(total(initial))} gz (budget ${kb(BUDGET_BYTES)})`,
  );
  console.log(
    JSON.stringify({
      metric: 'visitor_home_js_gzip_bytes',
      value: total(initial),
      budget: BUDGET_BYTES,
      files: initial.length,
      html_gzip_bytes: htmlGzip,
      on_interaction_gzip_bytes: total(onInteraction),
    }),
  );
  if (total(initial) > BUDGET_BYTES) {
    console.error(`Over budget by ${kb(total(initial) - BUDGET_BYTES)}.`);
    if (process.argv.includes('--enforce')) process.exitCode = 1;
  }
}
