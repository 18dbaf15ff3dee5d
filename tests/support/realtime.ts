import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import WebSocket from 'ws';
import { attachRealtime, type Hub, type HubOptions } from '../../src/server/realtime/hub.ts';
import { TEST_ORIGIN, type TestApp } from './test-app.ts';

export type Frame = { type: string; [key: string]: unknown };

export type Listening = { wsUrl: string; httpUrl: string; hub: Hub; close: () => Promise<void> };

/** The test app on a real port with the WebSocket hub attached, as main.ts does. */
export async function listenWithHub(t: TestApp, options: HubOptions = {}): Promise<Listening> {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  if (!server.listening) await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const hub = attachRealtime(server, t.deps, options);
  await hub.ready;
  return {
    wsUrl: `ws://127.0.0.1:${port}/api/realtime`,
    httpUrl: `http://127.0.0.1:${port}`,
    hub,
    close: async () => {
      await hub.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A WebSocket client that queues every frame it receives, for tests to take in order. */
export class TestSocket {
  readonly frames: Frame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiter: (() => void) | null = null;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as Frame);
      this.waiter?.();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
  }

  /** The next frame, in order of arrival. */
  async next(ms = 3000): Promise<Frame> {
    const deadline = Date.now() + ms;
    while (this.frames.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no frame within ${ms} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = null;
    }
    return this.frames.shift()!;
  }

  /** Takes frames until one matches; the ones before it are dropped. */
  async waitFor(match: (frame: Frame) => boolean, ms = 3000): Promise<Frame> {
    const deadline = Date.now() + ms;
    for (;;) {
      const frame = await this.next(Math.max(1, deadline - Date.now()));
      if (match(frame)) return frame;
    }
  }

  send(value: unknown) {
    this.ws.send(typeof value === 'string' ? value : JSON.stringify(value));
  }

  async close() {
    if (this.ws.readyState !== WebSocket.CLOSED) {
      this.ws.close();
      await this.closed;
    }
  }
}

export const socketHeaders = (cookie?: string, origin: string | null = TEST_ORIGIN) => ({
  ...(cookie ? { cookie } : {}),
  ...(origin ? { origin } : {}),
});

/** Opens a socket and waits for the hub's `ready` frame (which it consumes). */
export async function openSocket(wsUrl: string, cookie: string, origin = TEST_ORIGIN): Promise<TestSocket> {
  const ws = new WebSocket(wsUrl, { headers: socketHeaders(cookie, origin) });
  const socket = new TestSocket(ws);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
  });
  const ready = await socket.next();
  if (ready.type !== 'ready') throw new Error(`expected ready, got ${JSON.stringify(ready)}`);
  return socket;
}

/** How an upgrade was refused: the HTTP status and JSON body, or 'destroyed' when the socket was cut. */
export async function refusal(
  wsUrl: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown } | 'destroyed' | 'opened'> {
  const ws = new WebSocket(wsUrl, { headers });
  return new Promise((resolve) => {
    ws.once('open', () => {
      ws.terminate();
      resolve('opened');
    });
    ws.once('unexpected-response', (_req, res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
    });
    ws.once('error', () => resolve('destroyed'));
  });
}
