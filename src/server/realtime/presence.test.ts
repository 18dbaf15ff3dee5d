import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPresence, memberPresenceInstances, realtimeInstances } from '../db/schema/index.ts';
import { buildConnection } from '../../../tests/support/factories/connections.ts';
import { buildSignedIn } from '../../../tests/support/factories/members.ts';
import {
  listenWithHub,
  openSocket,
  type Listening,
  type TestSocket,
} from '../../../tests/support/realtime.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { presenceOf } from './presence-store.ts';

const GRACE_MS = 300;
let t: TestApp;
let server: Listening;
beforeAll(async () => {
  t = await createTestApp();
  server = await listenWithHub(t, { presence: { offlineGraceMs: GRACE_MS } });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const connect = (a: string, b: string, status: 'pending' | 'accepted' = 'accepted') =>
  buildConnection(t.db, a, b, status);

/** Proves a socket got nothing else first: the next frame it sees is an answer to this ping. */
async function expectNothingBefore(socket: TestSocket) {
  socket.send({ type: 'ping' });
  expect(await socket.next()).toEqual({ type: 'pong' });
}

const presenceFor = async (cookie: string, ids: string[]) => {
  const response = await t.request(`/api/realtime/presence?user_ids=${ids.join(',')}`, { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { presence: unknown[] }).presence;
};

describe('presence', () => {
  it('goes online with the first socket and offline with the last, told to accepted connections only', async () => {
    const [a, partner, pending, stranger] = await Promise.all([1, 2, 3, 4].map(() => buildSignedIn(t)));
    await connect(a!.id, partner!.id);
    await connect(pending!.id, a!.id, 'pending');
    const watcher = await openSocket(server.wsUrl, partner!.cookie);
    const others = [
      await openSocket(server.wsUrl, pending!.cookie),
      await openSocket(server.wsUrl, stranger!.cookie),
    ];

    const first = await openSocket(server.wsUrl, a!.cookie);
    expect(await watcher.next()).toEqual({
      type: 'presence',
      user_id: a!.id,
      online: true,
      last_seen_at: null,
    });
    expect(await presenceFor(partner!.cookie, [a!.id])).toEqual([
      { user_id: a!.id, online: true, last_seen_at: null },
    ]);

    // A second tab: still one member online, no new announcement; closing one tab changes nothing.
    const second = await openSocket(server.wsUrl, a!.cookie);
    await first.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expectNothingBefore(watcher);
    expect((await presenceOf(t.db, [a!.id]))[0]?.online).toBe(true);

    const before = Date.now();
    await second.close();
    const offline = await watcher.next();
    expect(offline).toMatchObject({ type: 'presence', user_id: a!.id, online: false });
    const lastSeen = Date.parse(String(offline.last_seen_at));
    expect(lastSeen).toBeGreaterThanOrEqual(before - 1000);
    expect(lastSeen).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await presenceOf(t.db, [a!.id])).toEqual([
      { user_id: a!.id, online: false, last_seen_at: offline.last_seen_at },
    ]);

    for (const socket of others) await expectNothingBefore(socket);
    await Promise.all([watcher, ...others].map((s) => s.close()));
  });

  it('does not announce a reload: a socket back within the grace period keeps the member online', async () => {
    const [a, partner] = [await buildSignedIn(t), await buildSignedIn(t)];
    await connect(partner.id, a.id);
    const watcher = await openSocket(server.wsUrl, partner.cookie);
    const first = await openSocket(server.wsUrl, a.cookie);
    expect(await watcher.next()).toMatchObject({ type: 'presence', user_id: a.id, online: true });
    await first.close();
    const again = await openSocket(server.wsUrl, a.cookie);
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS + 300));
    await expectNothingBefore(watcher);
    await again.close();
    expect(await watcher.next()).toMatchObject({ type: 'presence', user_id: a.id, online: false });
    await watcher.close();
  });

  it('answers real presence to connections and to oneself, and offline/never to anyone else', async () => {
    const [me, partner, pending, stranger] = await Promise.all([1, 2, 3, 4].map(() => buildSignedIn(t)));
    await connect(partner!.id, me!.id);
    await connect(me!.id, pending!.id, 'pending');
    const sockets = await Promise.all(
      [me, partner, pending, stranger].map((m) => openSocket(server.wsUrl, m!.cookie)),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));

    const asked = [partner!.id, pending!.id, stranger!.id, me!.id, 'no-such-member'];
    expect(await presenceFor(me!.cookie, asked)).toEqual([
      { user_id: partner!.id, online: true, last_seen_at: null },
      { user_id: pending!.id, online: false, last_seen_at: null },
      { user_id: stranger!.id, online: false, last_seen_at: null },
      { user_id: me!.id, online: true, last_seen_at: null },
      { user_id: 'no-such-member', online: false, last_seen_at: null },
    ]);

    // The same over the socket.
    sockets[0]!.send({ type: 'presence.query', user_ids: [partner!.id, stranger!.id] });
    expect(await sockets[0]!.waitFor((f) => f.type === 'presence.state')).toEqual({
      type: 'presence.state',
      users: [
        { user_id: partner!.id, online: true, last_seen_at: null },
        { user_id: stranger!.id, online: false, last_seen_at: null },
      ],
    });
    await Promise.all(sockets.map((s) => s.close()));
  });

  it('validates the route: signed in, 1 to 50 ids', async () => {
    const me = await buildSignedIn(t);
    expect((await t.request(`/api/realtime/presence?user_ids=${me.id}`)).status).toBe(401);
    for (const query of ['', '?user_ids=', '?user_ids=,,', `?user_ids=${'x'.repeat(65)}`]) {
      const response = await t.request(`/api/realtime/presence${query}`, { cookie: me.cookie });
      expect(response.status).toBe(400);
    }
    const many = Array.from({ length: 51 }, (_, i) => `member-${i}`).join(',');
    const tooMany = await t.request(`/api/realtime/presence?user_ids=${many}`, { cookie: me.cookie });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    const fifty = Array.from({ length: 50 }, (_, i) => `member-${i}`).join(',');
    expect(await presenceFor(me.cookie, [fifty])).toHaveLength(50);
  });

  it("discounts a crashed instance's sockets at once and settles them at the next sweep", async () => {
    const [gone, partner] = [await buildSignedIn(t), await buildSignedIn(t)];
    await connect(gone.id, partner.id);
    const heartbeat = new Date(Date.now() - 120_000);
    await t.db.insert(realtimeInstances).values({ id: 'crashed', heartbeatAt: heartbeat });
    await t.db.insert(memberPresence).values({ userId: gone.id });
    await t.db.insert(memberPresenceInstances).values({ userId: gone.id, instanceId: 'crashed' });
    expect(await presenceOf(t.db, [gone.id])).toEqual([
      { user_id: gone.id, online: false, last_seen_at: heartbeat.toISOString() },
    ]);

    const watcher = await openSocket(server.wsUrl, partner.cookie);
    await server.hub.presence.tick();
    expect(await watcher.waitFor((f) => f.type === 'presence')).toEqual({
      type: 'presence',
      user_id: gone.id,
      online: false,
      last_seen_at: heartbeat.toISOString(),
    });
    const rows = await t.db
      .select()
      .from(memberPresenceInstances)
      .where(eq(memberPresenceInstances.instanceId, 'crashed'));
    expect(rows).toEqual([]);
    await watcher.close();
  });

  it('keeps a member online while another live instance holds a socket of theirs', async () => {
    const [roaming, partner] = [await buildSignedIn(t), await buildSignedIn(t)];
    await connect(partner.id, roaming.id);
    await t.db.insert(realtimeInstances).values({ id: 'elsewhere' });
    await t.db.insert(memberPresence).values({ userId: roaming.id });
    await t.db.insert(memberPresenceInstances).values({ userId: roaming.id, instanceId: 'elsewhere' });
    const watcher = await openSocket(server.wsUrl, partner.cookie);

    const here = await openSocket(server.wsUrl, roaming.cookie);
    await here.close();
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS + 300));
    await expectNothingBefore(watcher);
    expect((await presenceOf(t.db, [roaming.id]))[0]?.online).toBe(true);

    await t.db.delete(realtimeInstances).where(eq(realtimeInstances.id, 'elsewhere'));
    await t.db.delete(memberPresenceInstances).where(eq(memberPresenceInstances.instanceId, 'elsewhere'));
    await watcher.close();
  });
});
