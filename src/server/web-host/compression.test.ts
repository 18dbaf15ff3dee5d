import { mkdir, writeFile } from 'node:fs/promises';
import { get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { IMMUTABLE, pickEncoding } from './static-files.ts';

const SCRIPT = `export const greeting = ${JSON.stringify('salaam '.repeat(400))};\n`;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(4096, 7)]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const webRoot = join(t.config.dataDir, 'web');
  await mkdir(join(webRoot, 'assets'), { recursive: true });
  await writeFile(join(webRoot, 'assets', 'x.js'), SCRIPT);
  await writeFile(join(webRoot, 'assets', 'tiny.css'), 'a{color:red}');
  await writeFile(join(webRoot, 'assets', 'logo.png'), PNG);
  await writeFile(
    join(webRoot, 'index.html'),
    `<html><head><title>Mithaq</title></head><body>${'<p>x</p>'.repeat(300)}</body></html>`,
  );
  await mkdir(join(t.config.dataDir, 'media', 'avatars'), { recursive: true });
  await writeFile(join(t.config.dataDir, 'media', 'avatars', 'a.svg'), `<svg>${' '.repeat(4096)}</svg>`);
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, acceptEncoding?: string, extra: Record<string, string> = {}) =>
  t.request(path, {
    headers: { ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}), ...extra },
  });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('compressed static answers', () => {
  it('gzips a script for a client that accepts gzip, and the bytes unpack to the file', async () => {
    const response = await get('/assets/x.js', 'gzip');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const body = await bytes(response);
    expect(body.length).toBeLessThan(SCRIPT.length / 4);
    expect(gunzipSync(body).toString()).toBe(SCRIPT);
    const length = response.headers.get('content-length');
    if (length !== null) expect(Number(length)).toBe(body.length);
  });

  it('prefers brotli, and sends the raw file to a client that accepts neither', async () => {
    const br = await get('/assets/x.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(SCRIPT);
    for (const accept of [undefined, 'identity', 'gzip;q=0, br;q=0']) {
      const plain = await get('/assets/x.js', accept);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect((await bytes(plain)).toString()).toBe(SCRIPT);
    }
  });

  it('gives each encoding its own ETag and answers 304 to the matching one', async () => {
    const gz = await get('/assets/x.js', 'gzip');
    const plain = await get('/assets/x.js');
    const gzTag = gz.headers.get('etag') ?? '';
    expect(gzTag).toMatch(/^".+-gzip"$/);
    expect(plain.headers.get('etag')).not.toBe(gzTag);
    expect((await get('/assets/x.js', 'gzip', { 'If-None-Match': gzTag })).status).toBe(304);
    expect((await get('/assets/x.js', undefined, { 'If-None-Match': gzTag })).status).toBe(200);
  });

  it('compresses the HTML fallback too', async () => {
    const response = await get('/some/page', 'gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(response)).toString()).toContain('<title>Mithaq</title>');
  });

  it('leaves images, tiny files, /media and /api alone', async () => {
    for (const path of ['/assets/logo.png', '/assets/tiny.css', '/media/avatars/a.svg', '/api/health']) {
      const response = await get(path, 'gzip, br');
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-encoding'), path).toBeNull();
    }
    expect(await bytes(await get('/assets/logo.png', 'gzip'))).toEqual(PNG);
  });
});

/** The raw answer of a real node:http server: what a browser would receive, Content-Length included. */
async function overTheWire(path: string, headers: Record<string, string>) {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        httpGet({ host: '127.0.0.1', port, path, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        }).on('error', reject);
      },
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('over a real connection', () => {
  it('sends the Content-Length of the bytes actually sent, compressed or not', async () => {
    const gz = await overTheWire('/assets/x.js', {
      'Accept-Encoding': 'gzip',
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await overTheWire('/assets/x.js', {});
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
    const notModified = await overTheWire('/assets/x.js', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': String(gz.headers.etag),
    });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
  });
});

describe('pickEncoding', () => {
  it('honours q-values and wildcards', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('gzip, br')).toBe('br');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeNull();
  });
});
