/**
 * What a visitor's first page costs: the JavaScript that `/` downloads for someone signed out, read from
 * the build's manifest (run `npm run build` first), gzipped at level 9 as a server or CDN would send it.
 * Prints a table and one JSON line. The budget (issue 6: 120 KB gzipped) is reported; with --enforce
 * the script exits 1 when it is passed.
 *
 *   npm run size            # after npm run build
 *   npm run size -- --enforce
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  entryKey,
  importClosure,
  VISITOR_HOME_MODULES,
  type Manifest,
} from '../src/server/http/visitor-home.ts';

export const BUDGET_BYTES = 120 * 1024;
const webRoot = join(import.meta.dirname, '..', 'dist', 'web');
const manifestPath = join(webRoot, '.vite', 'manifest.json');

export function measureVisitorHome(): {
  files: { file: string; raw: number; gzip: number }[];
  total: number;
} {
  if (!existsSync(manifestPath)) throw new Error('No build manifest: run `npm run build` first.');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = entryKey(manifest);
  if (!entry) throw new Error('The manifest has no entry chunk.');
  const keys = importClosure(manifest, [entry, ...VISITOR_HOME_MODULES]);
  const files = [...keys]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const bytes = readFileSync(join(webRoot, file));
      return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1]?.endsWith('size.ts')) {
  const { files, total } = measureVisitorHome();
  for (const f of files)
    console.log(`${kb(f.gzip).padStart(10)} gz ${kb(f.raw).padStart(10)} raw  ${f.file}`);
  console.log(`${kb(total).padStart(10)} gz total for a visitor's / (budget ${kb(BUDGET_BYTES)})`);
  console.log(
    JSON.stringify({
      metric: 'visitor_home_js_gzip_bytes',
      value: total,
      budget: BUDGET_BYTES,
      files: files.length,
    }),
  );
  if (total > BUDGET_BYTES) {
    console.error(`Over budget by ${kb(total - BUDGET_BYTES)}.`);
    if (process.argv.includes('--enforce')) process.exit(1);
  }
}
