/**
 * scripts/size.ts's measuring: which scripts a visitor's page loads (from its HTML and the build
 * manifest), their gzipped sizes, and whether any of them holds code that belongs to the admin area.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { importClosure, type Manifest } from '../src/server/web-host/public-page-chunks.ts';

export type Measured = { file: string; raw: number; gzip: number };

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

export function measure(webRoot: string, files: string[]): Measured[] {
  return [...new Set(files.map((file) => file.replace(/^\//, '')))]
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const bytes = readFileSync(join(webRoot, file));
      return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

export const total = (files: Measured[]) => files.reduce((sum, f) => sum + f.gzip, 0);

/**
 * The admin area's modules, by their manifest keys (the CMS screens other than the public blog, and
 * the member admin): a chunk built from one of them has no business on a visitor's page.
 */
const ADMIN_MODULE = /^features\/(cms\/(?!blog\/)|admin\/)/;

/**
 * The editor's and the drag-and-drop libraries, by strings their minified code keeps: Vite inlines
 * them into the admin screens' chunks, so no manifest key names them. ProseMirror's editable root
 * carries the class "ProseMirror" (Tiptap is built on it); dnd-kit's hooks name <DndContext> in their
 * errors and render DndLiveRegion for screen readers.
 */
const EDITOR_CODE: readonly [string, RegExp][] = [
  ['tiptap/prosemirror', /ProseMirror/],
  ['dnd-kit', /DndContext|DndLiveRegion/],
];

/** Why each of `files` belongs to the admin area only (its manifest key, or the library in it). */
export function adminOnly(webRoot: string, manifest: Manifest, files: Measured[]): string[] {
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  return files.flatMap(({ file }) => {
    const key = keyOf.get(file) ?? '';
    const text = readFileSync(join(webRoot, file), 'utf8');
    const libraries = EDITOR_CODE.filter(([, marker]) => marker.test(text)).map(([name]) => name);
    const reasons = [...(ADMIN_MODULE.test(key) ? [`admin module ${key}`] : []), ...libraries];
    return reasons.length > 0 ? [`${file}: ${reasons.join(', ')}`] : [];
  });
}
