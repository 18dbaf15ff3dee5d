import type { Socket } from 'node:net';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedIn } from '../../../tests/support/factories/members.ts';
import {
  listenWithHub,
  openSocket,
  refusal,
  socketHeaders,
  TestSocket,
  type Listening,
} from '../../../tests/support/realtime.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../tests/support/test-app.ts';
import type { RealtimeEvent } from './events.ts';

let t: TestApp;
let server: Listening;
beforeAll(async () => {
  t = await createTestApp();
  server = await listenWithHub(t, { sessionCheckMs: 200, maxBufferedBytes: 64 * 1024 });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const read = (audience: string[], connectionId = 'c-1'): RealtimeEvent => ({
  type: 'message.read',
  audience,
  connection_id: connectionId,
  reader_id: audience[0] ?? 'nobody',
  read_at: new Date().toISOString(),
});

describe('upgrade to /api/realtime', () => {
  it('refuses a caller without a session with 401, before any WebSocket exists', async () => {
    expect(await refusal(server.wsUrl, socketHeaders(undefined))).toEqual({
      status: 401,
      body: { error: { code: 'UNAUTHORIZED', message: 'You need to sign in first.' } },
    });
    expect(await refusal(server.wsUrl, socketHeaders('mithaq.session_token=forged.value'))).toMatchObject({
      status: 401,
    });
  });

  it('refuses a foreign or missing Origin with 403, even with a valid session', async () => {
    const me = await buildSignedIn(t);
    expect(await refusal(server.wsUrl, socketHeaders(me.cookie, 'https://evil.example'))).toMatchObject({
      status: 403,
      body: { error: { code: 'FORBIDDEN_ORIGIN' } },
    });
    expect(await refusal(server.wsUrl, socketHeaders(me.cookie, null))).toMatchObject({ status: 403 });
  });

  it('cuts upgrades on any other path', async () => {
    const me = await buildSignedIn(t);
    const other = server.wsUrl.replace('/api/realtime', '/api/realtime-other');
    expect(await refusal(other, socketHeaders(me.cookie))).toBe('destroyed');
    expect(await refusal(server.wsUrl.replace('/api/realtime', '/'), socketHeaders(me.cookie))).toBe(
      'destroyed',
    );
  });

  it('opens for a signed-in member on our origin and says ready', async () => {
    const me = await buildSignedIn(t);
    const ws = new WebSocket(server.wsUrl, { headers: socketHeaders(me.cookie) });
    const socket = new TestSocket(ws);
    expect(await socket.next()).toEqual({ type: 'ready', user_id: me.id, heartbeat_ms: 30_000 });
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
    await socket.close();
  });

  it('answers a plain GET with 426', async () => {
    const response = await t.request('/api/realtime');
    expect(response.status).toBe(426);
  });
});

describe('frames from clients', () => {
  it('answers malformed or unknown frames with an error and keeps the socket and the server up', async () => {
    const me = await buildSignedIn(t);
    const bystander = await buildSignedIn(t);
    const socket = await openSocket(server.wsUrl, me.cookie);
    const other = await openSocket(server.wsUrl, bystander.cookie);

    for (const bad of [
      'not json',
      '{"type":',
      'null',
      '[]',
      '{"type":"subscribe","channel":"*"}',
      '{"type":"presence.query","user_ids":"everyone"}',
      '{"type":"presence.query","user_ids":["\\u0000"]}',
      JSON.stringify({ type: 'presence.query', user_ids: Array.from({ length: 51 }, (_, i) => `u${i}`) }),
    ]) {
      socket.send(bad);
      expect(await socket.next()).toMatchObject({ type: 'error', code: 'BAD_FRAME' });
    }
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await socket.next()).toMatchObject({ type: 'error', code: 'BAD_FRAME' });
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });

    // Too large for maxPayload: only that socket is closed (1009).
    socket.send(JSON.stringify({ type: 'ping', pad: 'x'.repeat(5000) }));
    expect((await socket.closed).code).toBe(1009);

    other.send({ type: 'ping' });
    expect(await other.next()).toEqual({ type: 'pong' });
    expect((await t.request('/api/health')).status).toBe(200);
    await other.close();
  });

  it('closes a socket that floods frames, and only that one', async () => {
    const me = await buildSignedIn(t);
    const socket = await openSocket(server.wsUrl, me.cookie);
    for (let i = 0; i < 400; i++) socket.send({ type: 'ping' });
    expect((await socket.closed).code).toBe(1008);
  });
});

describe('delivery', () => {
  it('sends an event to every open socket of each audience member and to no one else', async () => {
    const [a, b, c] = [await buildSignedIn(t), await buildSignedIn(t), await buildSignedIn(t)];
    const a1 = await openSocket(server.wsUrl, a.cookie);
    const a2 = await openSocket(server.wsUrl, a.cookie);
    const b1 = await openSocket(server.wsUrl, b.cookie);
    const c1 = await openSocket(server.wsUrl, c.cookie);

    const event = read([a.id, b.id]);
    await t.deps.bus.publish(event);
    const { audience: _, ...expected } = event;
    for (const socket of [a1, a2, b1]) expect(await socket.next()).toEqual(expected);

    // C's first frame is the one addressed to C: nothing of the earlier event reached C's socket.
    await t.deps.bus.publish(read([c.id], 'sentinel'));
    expect(await c1.next()).toMatchObject({ type: 'message.read', connection_id: 'sentinel' });
    expect(a1.frames).toEqual([]);
    expect(JSON.stringify(expected)).not.toContain('audience');
    await Promise.all([a1, a2, b1, c1].map((s) => s.close()));
  });

  it('cuts a socket that does not read (backpressure) and keeps serving the others', async () => {
    const [slow, fine] = [await buildSignedIn(t), await buildSignedIn(t)];
    const stuck = await openSocket(server.wsUrl, slow.cookie);
    const healthy = await openSocket(server.wsUrl, fine.cookie);
    (stuck.ws as unknown as { _socket: Socket })._socket.pause();
    // Loopback kernel buffers take several MB before anything stays in user space: send up to 64 MB.
    const content = 'x'.repeat(32_000);
    const open = server.hub.socketCount();
    for (let i = 0; i < 2000 && server.hub.socketCount() === open; i++) {
      await t.deps.bus.publish({
        type: 'message.created',
        audience: [slow.id],
        connection_id: 'c',
        message: {
          id: `m${i}`,
          connection_id: 'c',
          sender_id: fine.id,
          client_id: `k${i}`,
          content,
          message_type: 'text',
          read_at: null,
          created_at: new Date().toISOString(),
          safety_notice: false,
        },
      });
      if (i % 50 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(server.hub.socketCount()).toBe(open - 1);
    (stuck.ws as unknown as { _socket: Socket })._socket.resume();
    expect((await stuck.closed).code).toBe(1006);
    await t.deps.bus.publish(read([fine.id]));
    expect(await healthy.next()).toMatchObject({ type: 'message.read' });
    await healthy.close();
    // On PostgreSQL every publish also goes out through NOTIFY: filling the buffers takes longer there.
  }, 90_000);

  it('closes the socket (4401) once the session behind it is signed out', async () => {
    const me = await buildSignedIn(t);
    const socket = await openSocket(server.wsUrl, me.cookie);
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie: me.cookie, json: {} });
    expect(out.status).toBe(200);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Session ended' });
    expect(await refusal(server.wsUrl, socketHeaders(me.cookie))).toMatchObject({ status: 401 });
  });
});

describe('heartbeat', () => {
  it('pings every one of 260 sockets and ends only the one that stops answering', async () => {
    const own = await createTestApp();
    const listening = await listenWithHub(own, { heartbeatMs: 300 });
    try {
      // 13 members x 20 sockets (the most one member may open).
      const members = await Promise.all(Array.from({ length: 14 }, () => buildSignedIn(own)));
      const sockets: TestSocket[] = [];
      for (const member of members.slice(0, 13))
        for (let i = 0; i < 20; i++) sockets.push(await openSocket(listening.wsUrl, member.cookie));
      // A client that has gone quiet: its socket is open but it never answers a ping.
      const silentWs = new WebSocket(listening.wsUrl, {
        headers: socketHeaders(members[13]!.cookie),
        autoPong: false,
      });
      const silent = new TestSocket(silentWs);
      expect(await silent.next()).toMatchObject({ type: 'ready' });
      let pings = 0;
      sockets.at(-1)!.ws.on('ping', () => (pings += 1));

      expect((await silent.closed).code).toBe(1006);
      expect(pings).toBeGreaterThanOrEqual(1);
      expect(sockets.filter((s) => s.ws.readyState !== WebSocket.OPEN)).toEqual([]);
      for (const socket of sockets) socket.ws.terminate();
    } finally {
      await listening.close();
      await own.close();
    }
  }, 60_000);
});

describe('shutdown', () => {
  it('closes every socket with 1001', async () => {
    const own = await createTestApp();
    const listening = await listenWithHub(own);
    const me = await buildSignedIn(own);
    const socket = await openSocket(listening.wsUrl, me.cookie);
    await listening.close();
    expect((await socket.closed).code).toBe(1001);
    await own.close();
  });
});

it('uses the test origin', () => expect(TEST_ORIGIN).toBe(t.config.publicUrl));
