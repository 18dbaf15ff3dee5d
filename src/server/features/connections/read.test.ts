import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { buildMember, buildCouple } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import type { TConnection } from '../../../shared/connections/connection-contract.ts';
import { call, recordEvents, sameMembers } from '../../../../tests/support/api-calls.ts';
import { buildConnection, buildMessage } from '../../../../tests/support/factories/connections.ts';
import { givePremium } from '../../../../tests/support/factories/memberships.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const markRead = (cookie: string, id: string) => call(t, 'POST', `/api/connections/${id}/read`, cookie);

async function unreadView(cookie: string) {
  const [list, stats] = await Promise.all([
    call(t, 'GET', '/api/connections', cookie),
    call(t, 'GET', '/api/me/stats', cookie),
  ]);
  const connections = (list.body as { connections: TConnection[] }).connections;
  return {
    byConnection: Object.fromEntries(connections.map((c) => [c.id, c.unread_count])),
    total: connections.reduce((sum, c) => sum + c.unread_count, 0),
    stats: (stats.body as { unread_messages: number }).unread_messages,
  };
}

describe('POST /api/connections/:id/read', () => {
  it("marks only the partner's unread messages read, once, and tells both members", async () => {
    const { man, woman } = await buildCouple(t);
    // Read receipts are his plan's to give (read-receipts.test.ts is about members without them).
    await givePremium(t.db, man.id);
    const connection = await buildConnection(t.db, man.id, woman.id, 'accepted');
    const earlier = new Date(Date.now() - 3_600_000);
    const fromHim = await Promise.all([1, 2, 3].map(() => buildMessage(t.db, connection.id, man.id)));
    const alreadyRead = await buildMessage(t.db, connection.id, man.id, { readAt: earlier });
    const fromHer = await buildMessage(t.db, connection.id, woman.id);

    const recorder = recordEvents(t);
    const answer = await markRead(woman.cookie, connection.id);
    expect(answer.status).toBe(200);
    const { read, read_at } = answer.body as { read: number; read_at: string };
    expect(read).toBe(3);
    expect(new Date(read_at).getTime()).toBeGreaterThan(earlier.getTime());

    const rows = await t.db.select().from(messages).where(eq(messages.connectionId, connection.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const m of fromHim) expect(byId.get(m.id)?.readAt?.toISOString()).toBe(read_at);
    expect(byId.get(alreadyRead.id)?.readAt?.getTime()).toBe(earlier.getTime());
    expect(byId.get(fromHer.id)?.readAt).toBeNull();

    expect(await markRead(woman.cookie, connection.id)).toMatchObject({
      status: 200,
      body: { read: 0, read_at: null },
    });
    recorder.stop();
    expect(recorder.events).toHaveLength(1);
    expect(recorder.events[0]).toEqual({
      type: 'message.read',
      audience: expect.any(Array),
      connection_id: connection.id,
      reader_id: woman.id,
      read_at,
    });
    sameMembers(recorder.events[0]!.audience, [man.id, woman.id]);
  });

  it("a catch-up (?after=) carries the partner's latest reading, so a read missed while offline is caught up", async () => {
    const { man, woman } = await buildCouple(t);
    // Read receipts are his plan's to give (read-receipts.test.ts is about members without them).
    await givePremium(t.db, man.id);
    const connection = await buildConnection(t.db, man.id, woman.id, 'accepted');
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    const first = await buildMessage(t.db, connection.id, man.id, { createdAt: minutesAgo(3) });
    const second = await buildMessage(t.db, connection.id, man.id, { createdAt: minutesAgo(2) });
    const catchUp = async (cookie: string, after: string) => {
      const answer = await call(
        t,
        'GET',
        `/api/connections/${connection.id}/messages?after=${after}`,
        cookie,
      );
      expect(answer.status).toBe(200);
      return answer.body as { messages: { id: string; read_at: string | null }[]; read_receipt: unknown };
    };

    expect(await catchUp(man.cookie, first.id)).toMatchObject({ read_receipt: null });
    const { read_at } = (await markRead(woman.cookie, connection.id)).body as { read_at: string };
    // Nothing newer to fetch, yet the reading arrives: the event it would have come by was missed.
    expect(await catchUp(man.cookie, second.id)).toEqual({
      messages: [],
      has_more: false,
      read_receipt: { reader_id: woman.id, read_at },
    });

    const third = await buildMessage(t.db, connection.id, man.id);
    const later = await catchUp(man.cookie, second.id);
    expect(later.messages).toEqual([expect.objectContaining({ id: third.id, read_at: null })]);
    expect(later.read_receipt).toEqual({ reader_id: woman.id, read_at });
    // Her own messages are unread by him: her receipt is about hers only.
    expect(await catchUp(woman.cookie, first.id)).toMatchObject({ read_receipt: null });
    const newest = await call(t, 'GET', `/api/connections/${connection.id}/messages`, man.cookie);
    expect(newest.body).not.toHaveProperty('read_receipt');
  });

  it('never reads a message before it was created, even one a burst dated ahead of the clock', async () => {
    const { man, woman } = await buildCouple(t);
    const connection = await buildConnection(t.db, man.id, woman.id, 'accepted');
    const ahead = new Date(Date.now() + 5_000);
    const early = await buildMessage(t.db, connection.id, man.id, {
      createdAt: new Date(Date.now() - 60_000),
    });
    const dated = await buildMessage(t.db, connection.id, man.id, { createdAt: ahead });
    const answer = (await markRead(woman.cookie, connection.id)).body as { read: number; read_at: string };
    expect(answer).toEqual({ read: 2, read_at: ahead.toISOString() });
    const rows = await t.db.select().from(messages).where(eq(messages.connectionId, connection.id));
    expect(rows.map((r) => [r.id, r.readAt?.toISOString()]).sort()).toEqual(
      [
        [early.id, ahead.toISOString()],
        [dated.id, ahead.toISOString()],
      ].sort(),
    );
  });

  it('keeps the chat list badges and the dashboard count in agreement as messages are read', async () => {
    const { man: me, woman: first } = await buildCouple(t);
    const second = await buildMember(t.db, { gender: 'female' });
    const pendingFrom = await buildMember(t.db, { gender: 'female' });
    const a = await buildConnection(t.db, first.id, me.id, 'accepted');
    const b = await buildConnection(t.db, me.id, second.id, 'accepted');
    const pending = await buildConnection(t.db, pendingFrom.id, me.id, 'pending');
    for (let i = 0; i < 4; i++) await buildMessage(t.db, a.id, first.id);
    for (let i = 0; i < 2; i++) await buildMessage(t.db, b.id, second.id);
    await buildMessage(t.db, b.id, me.id);
    // Not counted anywhere: a message in a connection that is not accepted (never sent by the API).
    await buildMessage(t.db, pending.id, pendingFrom.id);

    expect(await unreadView(me.cookie)).toEqual({
      byConnection: { [a.id]: 4, [b.id]: 2, [pending.id]: 0 },
      total: 6,
      stats: 6,
    });
    expect((await markRead(me.cookie, a.id)).body).toMatchObject({ read: 4 });
    expect(await unreadView(me.cookie)).toMatchObject({
      byConnection: { [a.id]: 0, [b.id]: 2 },
      total: 2,
      stats: 2,
    });
    // My partner reading my message changes nothing for me.
    expect((await markRead(first.cookie, a.id)).body).toMatchObject({ read: 0 });
    expect((await markRead(me.cookie, b.id)).body).toMatchObject({ read: 2 });
    expect(await unreadView(me.cookie)).toMatchObject({ total: 0, stats: 0 });
    expect(await unreadView(first.cookie)).toMatchObject({ total: 0, stats: 0 });
  });
});
