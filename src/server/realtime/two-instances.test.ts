import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase, type Database } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { buildConnection } from '../../../tests/support/factories/connections.ts';
import { buildMember, cookieFrom } from '../../../tests/support/factories/members.ts';
import { TestSocket } from '../../../tests/support/realtime.ts';
import {
  createServerDatabase,
  freePort,
  startServer,
  type ServerProcess,
} from '../../../tests/support/server-process.ts';

/**
 * Two real server processes on one PostgreSQL database: a message sent through instance 1's REST API
 * reaches the recipient's socket on instance 2 (LISTEN/NOTIFY), once; presence agrees across both.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const PUBLIC_URL = 'http://mithaq.test';
const SECRET = 'two-instances-secret-that-is-long-enough';

if (!serverUrl) {
  it.skip('two instances: set TEST_DATABASE_URL (a PostgreSQL server) to run this; LISTEN/NOTIFY needs one', () => {});
}

describe.runIf(serverUrl)('two instances on one PostgreSQL database', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let one: ServerProcess;
  let two: ServerProcess;
  const sockets: TestSocket[] = [];
  let dataDirs: string[] = [];

  beforeAll(async () => {
    const created = await createServerDatabase(serverUrl!);
    drop = created.drop;
    database = postgresDatabase(created.url, 2);
    const env = { DATABASE_URL: created.url, AUTH_SECRET: SECRET, PUBLIC_URL };
    const [p1, p2] = [await freePort(), await freePort()];
    dataDirs = [await mkdtemp(join(tmpdir(), 'mithaq-one-')), await mkdtemp(join(tmpdir(), 'mithaq-two-'))];
    [one, two] = await Promise.all([
      startServer({ ...env, DATA_DIR: dataDirs[0]! }, p1),
      startServer({ ...env, DATA_DIR: dataDirs[1]! }, p2),
    ]);
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await Promise.all([one?.stop(), two?.stop()]);
    await database?.close();
    await drop?.();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  }, 60_000);

  const call = (server: ServerProcess, path: string, init: RequestInit & { cookie?: string } = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: {
        origin: PUBLIC_URL,
        'content-type': 'application/json',
        'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        ...(init.cookie ? { cookie: init.cookie } : {}),
      },
    });

  async function signIn(server: ServerProcess, email: string, password: string) {
    const response = await call(server, '/api/auth/sign-in/email', {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
    expect(response.status).toBe(200);
    return cookieFrom(response);
  }

  async function socketOn(server: ServerProcess, cookie: string) {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/realtime`, {
      headers: { cookie, origin: PUBLIC_URL },
    });
    const socket = new TestSocket(ws);
    sockets.push(socket);
    expect(await socket.next(10_000)).toMatchObject({ type: 'ready' });
    return socket;
  }

  const quietFor = async (socket: TestSocket, ms: number) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return socket.frames.splice(0);
  };

  it('delivers a message sent through instance 1 to the recipient on instance 2, once', async () => {
    const [a, b] = [await buildMember(database.db), await buildMember(database.db)];
    const chat = await buildConnection(database.db, a.id, b.id);
    const cookieA = await signIn(one, a.email, a.password);
    const cookieB = await signIn(two, b.email, b.password);

    const onTwo = await socketOn(two, cookieB);
    const onOne = await socketOn(one, cookieA);
    // B, on instance 2, hears that A came online on instance 1.
    expect(await onTwo.next(5000)).toEqual({
      type: 'presence',
      user_id: a.id,
      online: true,
      last_seen_at: null,
    });
    const seen = await call(two, `/api/realtime/presence?user_ids=${a.id}`, { cookie: cookieB });
    expect(await seen.json()).toEqual({ presence: [{ user_id: a.id, online: true, last_seen_at: null }] });

    const contents = ['Assalamu alaikum', '😀'.repeat(2000), 'wa alaikum'];
    const sent = [];
    for (const content of contents) {
      const clientId = randomUUID();
      const response = await call(one, `/api/connections/${chat!.id}/messages`, {
        method: 'POST',
        cookie: cookieA,
        body: JSON.stringify({ content, client_id: clientId }),
      });
      expect(response.status).toBe(201);
      sent.push((await response.json()) as { id: string; client_id: string });
    }
    // A retry through the other instance stores and announces nothing new.
    const retry = await call(two, `/api/connections/${chat!.id}/messages`, {
      method: 'POST',
      cookie: cookieA,
      body: JSON.stringify({ content: contents[0], client_id: sent[0]!.client_id }),
    });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { id: string }).id).toBe(sent[0]!.id);

    for (let i = 0; i < contents.length; i++) {
      expect(await onTwo.next(5000)).toMatchObject({
        type: 'message.created',
        connection_id: chat!.id,
        message: { id: sent[i]!.id, content: contents[i], sender_id: a.id },
      });
    }
    expect(await quietFor(onTwo, 700)).toEqual([]);
    // The sender's own socket (instance 1) hears each of its messages once too.
    const own = (await quietFor(onOne, 0)).filter((f) => f.type === 'message.created');
    expect(own.map((f) => (f.message as { id: string }).id)).toEqual(sent.map((m) => m.id));

    // A leaves instance 1: B, on instance 2, sees A offline with a last-seen time.
    await onOne.close();
    const offline = await onTwo.next(15_000); // after the 5 s grace
    expect(offline).toMatchObject({ type: 'presence', user_id: a.id, online: false });
  });

  it('signs a member out on every instance at once, though each remembers sessions for 60 s', async () => {
    const member = await buildMember(database.db);
    const cookie = await signIn(one, member.email, member.password);
    // Instance 2 now has the session in its cache (auth/session-cache.ts), and a socket open with it.
    expect((await call(two, '/api/me', { cookie })).status).toBe(200);
    const onTwo = await socketOn(two, cookie);
    expect((await call(one, '/api/auth/sign-out', { method: 'POST', body: '{}', cookie })).status).toBe(200);
    // Instance 2's hub re-checks its sockets on the bus's sessions.changed, not at its 60 s check.
    const closed = await Promise.race([
      onTwo.closed,
      new Promise((resolve) => setTimeout(() => resolve('still open'), 3000)),
    ]);
    expect(closed).toEqual({ code: 4401, reason: 'Session ended' });
    // The bus tells instance 2 well within the cache's 60 s.
    const deadline = Date.now() + 3000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (await call(two, '/api/me', { cookie })).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(401);
  });

  it('forgets remembered sessions on an instance whose LISTEN connection dropped', async () => {
    const member = await buildMember(database.db);
    const cookie = await signIn(two, member.email, member.password);
    expect((await call(two, '/api/me', { cookie })).status).toBe(200);
    // Ended where no instance sees it (as a sign-out through an instance would be while instance 2's
    // LISTEN is down), then instance 2 loses its LISTEN connection and comes back.
    await database.db.delete(sessions).where(eq(sessions.userId, member.id));
    expect((await call(two, '/api/me', { cookie })).status).toBe(200);
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = 'mithaq-realtime'`,
    );
    const deadline = Date.now() + 15_000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await call(two, '/api/me', { cookie })).status;
    }
    expect(status).toBe(401);
  }, 30_000);
});
