// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../test/fake-socket';
import { RealtimeClient, realtimeUrl } from './realtime-client';

let sockets: FakeSocket[];

function makeClient() {
  const client = new RealtimeClient({
    url: 'ws://localhost/api/realtime',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 1, // the top of each jitter window, so the schedule is exact
  });
  const syncs: boolean[] = [];
  client.on('sync', ({ first }) => syncs.push(first));
  return { client, syncs };
}

const latest = () => sockets.at(-1)!;

beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('RealtimeClient', () => {
  it('reconnects after each failure on the backoff schedule, capped at 15 s', () => {
    const { client } = makeClient();
    client.start();
    expect(sockets).toHaveLength(1);
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      latest().drop();
      expect(client.status).toBe('reconnecting');
      const before = sockets.length;
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(250);
        waited += 250;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000]);
    client.stop();
  });

  it('starts the schedule over once a socket stayed up, and asks for a catch-up on every attach', () => {
    const { client, syncs } = makeClient();
    client.start();
    latest().drop();
    vi.advanceTimersByTime(500);
    latest().drop();
    vi.advanceTimersByTime(1000);
    latest().ready();
    expect(client.status).toBe('open');
    vi.advanceTimersByTime(11_000); // stable
    latest().drop();
    vi.advanceTimersByTime(499);
    const count = sockets.length;
    vi.advanceTimersByTime(1);
    expect(sockets.length).toBe(count + 1); // back to the first step: 500 ms
    latest().ready();
    latest().receive({ type: 'resync' });
    expect(syncs).toEqual([true, false, false]);
    client.stop();
  });

  it('delivers events, ignores junk frames, and never reconnects after stop()', () => {
    const { client } = makeClient();
    const events: string[] = [];
    client.on('event', (event) => events.push(event.type));
    client.start();
    latest().ready();
    latest().receive({ type: 'presence', user_id: 'u2', online: true, last_seen_at: null });
    latest().onmessage?.(new MessageEvent('message', { data: 'not json' }));
    latest().receive({ type: 'message.created' }); // no connection_id: malformed
    latest().receive({ type: 'something.else' });
    expect(events).toEqual(['presence']);
    const socket = latest();
    client.stop();
    expect(socket.closed?.code).toBe(1000);
    expect(client.status).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('pings on the heartbeat and replaces a socket that stopped answering', () => {
    const { client } = makeClient();
    client.start();
    latest().ready(1000);
    vi.advanceTimersByTime(1000);
    expect(latest().sent).toEqual([JSON.stringify({ type: 'ping' })]);
    vi.advanceTimersByTime(1000); // still within two heartbeats of the last frame
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1000); // three seconds of silence: dead
    expect(sockets[0]!.closed?.code).toBe(4000);
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
    client.stop();
  });

  it('reports a 4401 close (session ended) and retries at once when nudged', () => {
    const { client } = makeClient();
    const ended = vi.fn();
    client.on('sessionEnded', ended);
    client.start();
    latest().ready();
    latest().drop(4401);
    expect(ended).toHaveBeenCalledOnce();
    client.nudge(); // e.g. the browser came back online
    expect(sockets).toHaveLength(2);
    client.stop();
  });

  it('asks whether the session ended after two connections in a row are refused, not after one', () => {
    const { client } = makeClient();
    const ended = vi.fn();
    client.on('sessionEnded', ended);
    client.start();
    latest().ready();
    latest().drop(1006); // a dropped network: ready before, so no doubt about the session
    vi.advanceTimersByTime(60_000);
    latest().drop(1006); // refused once (never ready)
    expect(ended).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    latest().drop(1006); // refused twice
    expect(ended).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    latest().ready();
    latest().drop(1006);
    vi.advanceTimersByTime(60_000);
    latest().drop(1006);
    expect(ended).toHaveBeenCalledOnce(); // the count starts over after a ready
    client.stop();
  });

  it('speaks ws:// or wss:// like the page, on the same host', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/realtime',
    );
    expect(realtimeUrl({ protocol: 'https:', host: 'mithaq.example' })).toBe(
      'wss://mithaq.example/api/realtime',
    );
  });
});
