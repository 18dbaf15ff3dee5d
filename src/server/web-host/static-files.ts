import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';

type Encoding = 'br' | 'gzip';

export type StaticFile = {
  body: Uint8Array<ArrayBuffer>;
  type: string;
  /** Strong validator of `body`; a compressed copy gets its own (suffixed), since its bytes differ. */
  etag: string;
  /** Compressed copies, made on the first request that accepts each encoding and kept with the file. */
  encoded: Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>;
};

export function staticFile(body: Uint8Array<ArrayBuffer>, type: string, etag?: string): StaticFile {
  const tag = etag ?? createHash('sha1').update(body).digest('base64url').slice(0, 22);
  return { body, type, etag: `"${tag}"`, encoded: new Map() };
}

/**
 * Files by path, valid while their size and mtime stay the same, least recently used dropped past the
 * budget: a deploy is picked up at once, yet a busy site does not read the same bundle from disk on every
 * request. Compressed copies are smaller than their file, so memory stays under about twice the budget.
 */
export class FileCache {
  #entries = new Map<string, { version: string; file: StaticFile }>();
  #bytes = 0;
  constructor(
    readonly budget = 16 * 1024 * 1024,
    readonly maxFile = 2 * 1024 * 1024,
  ) {}

  get(path: string, version: string): StaticFile | undefined {
    const entry = this.#entries.get(path);
    if (!entry || entry.version !== version) return undefined;
    this.#entries.delete(path);
    this.#entries.set(path, entry);
    return entry.file;
  }

  set(path: string, version: string, file: StaticFile): void {
    this.#drop(path);
    if (file.body.byteLength > this.maxFile) return;
    this.#entries.set(path, { version, file });
    this.#bytes += file.body.byteLength;
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.budget) break;
      this.#drop(oldest);
    }
  }

  #drop(path: string): void {
    const entry = this.#entries.get(path);
    if (!entry) return;
    this.#entries.delete(path);
    this.#bytes -= entry.file.body.byteLength;
  }
}

/** Reads a file below root, refusing anything that would escape it; from `cache` while unchanged. */
export async function fileBelow(
  root: string,
  urlPath: string,
  cache?: FileCache,
): Promise<StaticFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  if (!full.startsWith(normalize(root) + sep)) return null;
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) return null;
  const version = `${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}`;
  const cached = cache?.get(full, version);
  if (cached) return cached;
  const body = new Uint8Array(await readFile(full));
  const file = staticFile(body, TYPES[extname(full).toLowerCase()] ?? 'application/octet-stream', version);
  cache?.set(full, version, file);
  return file;
}

// Text formats only: images and fonts are compressed already. Below 1 KB the headers cost more than it saves.
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
const MIN_COMPRESS = 1024;
const MAX_COMPRESS = 8 * 1024 * 1024;

/** The best of br and gzip the client accepts (q > 0; br on a tie), or null for the raw bytes. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const best = weightOf('br') >= weightOf('gzip') ? 'br' : 'gzip';
  return weightOf(best) > 0 ? best : null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compressed(file: StaticFile, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  let pending = file.encoded.get(encoding);
  if (!pending) {
    // Brotli quality 6: within 1% of 9 on our bundles at a quarter of the time (11 takes a second).
    const work =
      encoding === 'br'
        ? brotli(file.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
        : gzipAsync(file.body, { level: 9 });
    pending = work.then((bytes) => new Uint8Array(bytes));
    file.encoded.set(encoding, pending);
    pending.catch(() => file.encoded.delete(encoding));
  }
  return pending;
}

const etagMatches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });

/**
 * Sends a file with its validator (304 when the client has it), compressed when the client accepts
 * it and `compress` allows (members' uploads under /media are sent as stored).
 */
export async function sendFile(c: Context, file: StaticFile, cacheControl: string, compress = true) {
  const size = file.body.byteLength;
  const compressible =
    compress && COMPRESSIBLE.test(file.type) && size >= MIN_COMPRESS && size <= MAX_COMPRESS;
  const encoding = compressible ? pickEncoding(c.req.header('Accept-Encoding')) : null;
  const etag = encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
  if (compressible) c.header('Vary', 'Accept-Encoding', { append: true });
  c.header('Cache-Control', cacheControl);
  c.header('ETag', etag);
  if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  c.header('Content-Type', file.type);
  if (!encoding) return c.body(file.body);
  const bytes = await compressed(file, encoding).catch(() => null);
  if (!bytes) {
    c.header('ETag', file.etag);
    return c.body(file.body);
  }
  c.header('Content-Encoding', encoding);
  return c.body(bytes);
}
