import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedIn } from '../../../tests/support/factories/members.ts';
import { listenWithHub, type Listening } from '../../../tests/support/realtime.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../tests/support/test-app.ts';
import { PHOTO_SIZE_MESSAGE } from '../../shared/profiles/photo-contract.ts';
import { DRAIN_MAX_BYTES } from './body-limits.ts';

let t: TestApp;
let server: Listening;
beforeAll(async () => {
  t = await createTestApp();
  server = await listenWithHub(t);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

type Upload = { size: number; headers: Record<string, string>; chunked?: boolean; pauseMs?: number };
type Outcome = { status: number | null; body: unknown; sent: number; failure: string | null };

const CHUNK = 64 * 1024;

/**
 * Sends the whole body over a real socket, as a browser does before it reads any answer (optionally
 * pausing between 64 KB chunks, like a slow uplink), then reads the answer. A server that gives up on
 * the body and closes shows here as a write or read failure instead of the 413.
 */
function upload(path: string, { size, headers, chunked = false, pauseMs = 0 }: Upload): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { status: null, body: null, sent: 0, failure: null };
    let finished = { request: false, response: false };
    const settle = (part: keyof typeof finished) => {
      finished = { ...finished, [part]: true };
      if (finished.request && finished.response) resolve(outcome);
    };
    const fail = (error: Error) => {
      outcome.failure ??= error.message;
      resolve(outcome);
    };
    const length: Record<string, string> = chunked ? {} : { 'content-length': String(size) };
    const req = httpRequest(new URL(path, server.httpUrl), {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, ...length, ...headers },
    });
    req.on('error', fail);
    req.on('response', (res) => {
      outcome.status = res.statusCode ?? null;
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('error', fail);
      res.on('end', () => {
        outcome.body = text ? JSON.parse(text) : null;
        settle('response');
      });
    });
    const bytes = Buffer.alloc(CHUNK, 0x61);
    const pump = () => {
      if (outcome.failure) return;
      if (outcome.sent >= size) return void req.end(() => settle('request'));
      const part = bytes.subarray(0, Math.min(CHUNK, size - outcome.sent));
      outcome.sent += part.length;
      const flushed = req.write(part);
      if (pauseMs > 0) setTimeout(pump, pauseMs);
      else if (flushed) setImmediate(pump);
      else req.once('drain', pump);
    };
    pump();
  });
}

const JSON_REFUSAL = {
  error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than 1024 KB.' },
};
const json = { 'content-type': 'application/json' };

describe('bodies over the limit, over a real socket', () => {
  it('answers 2 MB to a JSON route with a 413 JSON body, after reading what the client sent', async () => {
    const size = 2 * 1024 * 1024;
    expect(await upload('/api/contact', { size, headers: json })).toEqual({
      status: 413,
      body: JSON_REFUSAL,
      sent: size,
      failure: null,
    });
  });

  it('answers 9 MB to the photo route with a 413 JSON body under the photo field', async () => {
    const me = await buildSignedIn(t);
    const size = 9 * 1024 * 1024;
    const outcome = await upload('/api/me/photo', {
      size,
      headers: { 'content-type': 'multipart/form-data; boundary=----x', cookie: me.cookie },
    });
    expect(outcome).toEqual({
      status: 413,
      body: {
        error: {
          code: 'PAYLOAD_TOO_LARGE',
          message: PHOTO_SIZE_MESSAGE,
          fields: { photo: PHOTO_SIZE_MESSAGE },
        },
      },
      sent: size,
      failure: null,
    });
  });

  it('keeps the connection open for a slow client until it has sent its body (no reset after 500 ms)', async () => {
    // 2 MB in 64 KB steps 40 ms apart: about 1.3 s on the wire.
    const size = 2 * 1024 * 1024;
    expect(await upload('/api/contact', { size, headers: json, pauseMs: 40 })).toEqual({
      status: 413,
      body: JSON_REFUSAL,
      sent: size,
      failure: null,
    });
  });

  it('answers a chunked body (no Content-Length) that grows past the limit with a readable 413', async () => {
    const size = 2 * 1024 * 1024;
    expect(await upload('/api/contact', { size, headers: json, chunked: true, pauseMs: 20 })).toMatchObject({
      status: 413,
      body: JSON_REFUSAL,
      failure: null,
    });
  });

  it('answers a declared body past the drain bound at once, with Connection: close, without reading it', async () => {
    const answer = await new Promise<{ status: number; connection: string | undefined; body: unknown }>(
      (resolve, reject) => {
        const req = httpRequest(new URL('/api/contact', server.httpUrl), {
          method: 'POST',
          headers: { origin: TEST_ORIGIN, ...json, 'content-length': String(DRAIN_MAX_BYTES + 1) },
        });
        req.on('error', reject);
        req.on('response', (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => {
            resolve({
              status: res.statusCode ?? 0,
              connection: res.headers.connection,
              body: JSON.parse(text),
            });
            req.destroy();
          });
        });
        req.write('{"a":'); // and nothing more: the answer must not wait for the rest
      },
    );
    expect(answer).toEqual({ status: 413, connection: 'close', body: JSON_REFUSAL });
  });

  it('still passes a chunked body within the limit on to the route', async () => {
    const answer = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(new URL('/api/contact', server.httpUrl), {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, ...json },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.end(JSON.stringify({ nonsense: true }));
    });
    expect(answer).toBe(400); // read and validated, not refused as too large
  });
});
