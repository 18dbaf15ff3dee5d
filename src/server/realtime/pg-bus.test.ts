import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase, type Database } from '../db/client.ts';
import { messages } from '../db/schema/index.ts';
import { storeMessage } from '../features/connections/message-store.ts';
import { loadPresentedMessages } from '../domain/message/message-loader.ts';
import { presentMessage } from '../domain/message/message-presenter.ts';
import { createLogger } from '../infra/logger.ts';
import { buildConnection } from '../../../tests/support/factories/connections.ts';
import { buildMember } from '../../../tests/support/factories/members.ts';
import { createServerDatabase } from '../../../tests/support/server-process.ts';
import type { TMessage } from '../../shared/connections/connection-contract.ts';
import type { EventBus, RealtimeEvent } from './events.ts';
import { encodeWire, NOTIFY_PAYLOAD_MAX, pgBus } from './pg-bus.ts';

const message = (content: string, id = '00000000-0000-4000-8000-000000000001'): TMessage => ({
  id,
  connection_id: 'c',
  sender_id: 's',
  client_id: 'k',
  content,
  message_type: 'text',
  read_at: null,
  created_at: new Date(0).toISOString(),
  safety_notice: false,
});
const created = (m: TMessage, audience = ['a', 'b']): RealtimeEvent => ({
  type: 'message.created',
  audience,
  connection_id: m.connection_id,
  message: m,
});

describe('NOTIFY payloads', () => {
  const seq = () => {
    let n = 0;
    return () => (n += 1);
  };

  it('carry an event inline when it fits, and a 2,000-character message too large for NOTIFY by id', () => {
    const [arabic, ...none] = encodeWire('o', seq(), created(message('ب'.repeat(2000))));
    expect(none).toEqual([]);
    expect(Buffer.byteLength(arabic!)).toBeLessThanOrEqual(NOTIFY_PAYLOAD_MAX);
    expect(JSON.parse(arabic!)).toMatchObject({ e: { message: { content: 'ب'.repeat(2000) } } });

    const [emoji, ...rest] = encodeWire('o', seq(), created(message('😀'.repeat(2000))));
    expect(rest).toEqual([]);
    expect(Buffer.byteLength(emoji!)).toBeLessThan(300);
    expect(JSON.parse(emoji!)).toMatchObject({
      o: 'o',
      ref: { audience: ['a', 'b'], connection_id: 'c', message_id: message('').id },
    });
  });

  it('split an event too large by its audience into parts that together name everyone once', () => {
    const audience = Array.from({ length: 1000 }, (_, i) => `member-${String(i).padStart(26, '0')}`);
    const event: RealtimeEvent = {
      type: 'presence',
      audience,
      user_id: 'u',
      online: true,
      last_seen_at: null,
    };
    const parts = encodeWire('o', seq(), event);
    expect(parts.length).toBeGreaterThan(4);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(NOTIFY_PAYLOAD_MAX);
    const decoded = parts.map((p) => JSON.parse(p) as { s: number; e: RealtimeEvent });
    expect(decoded.flatMap((d) => d.e.audience)).toEqual(audience);
    expect(new Set(decoded.map((d) => d.s)).size).toBe(parts.length);
    expect(decoded.every((d) => d.e.type === 'presence' && d.e.user_id === 'u')).toBe(true);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl ? it : it.skip;
if (!serverUrl) {
  it.skip('LISTEN/NOTIFY between instances: set TEST_DATABASE_URL (a PostgreSQL server) to run these', () => {});
}

describe('the PostgreSQL bus', () => {
  let database: Database;
  let url: string;
  let drop: () => Promise<void>;
  const buses: EventBus[] = [];
  const log = createLogger('silent');
  const bus = async () => {
    const b = pgBus({
      url,
      db: database.db,
      log,
      loadMessages: (ids) => loadPresentedMessages(database.db, ids),
    });
    buses.push(b);
    await b.ready?.();
    return b;
  };
  const collect = (b: EventBus) => {
    const got: RealtimeEvent[] = [];
    b.subscribe((e) => got.push(e));
    return got;
  };
  const acceptedChat = async () => {
    const [a, b] = [await buildMember(database.db), await buildMember(database.db)];
    const chat = await buildConnection(database.db, a.id, b.id);
    return { a, b, chat };
  };
  const until = async (check: () => boolean, ms = 5000) => {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  beforeAll(async () => {
    if (!serverUrl) return;
    ({ url, drop } = await createServerDatabase(serverUrl));
    database = postgresDatabase(url, 4);
  });
  afterAll(async () => {
    if (!serverUrl) return;
    for (const b of buses) await b.close();
    await database.close();
    await drop();
  });

  onPostgres('delivers an event once to each instance, its own listeners first', async () => {
    const [one, two] = [await bus(), await bus()];
    const [fromOne, fromTwo] = [collect(one), collect(two)];
    const event = created(message('Assalamu alaikum'));
    await one.publish(event);
    expect(fromOne).toEqual([event]);
    await until(() => fromTwo.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fromTwo).toEqual([event]);
    expect(fromOne).toHaveLength(1);
  });

  onPostgres('sends messages too large for NOTIFY by id, loads them whole, keeps publish order', async () => {
    const [one, two] = [await bus(), await bus()];
    const received = collect(two);
    const { a, chat } = await acceptedChat();
    const contents = ['first', '😀'.repeat(2000), 'third', '🌙'.repeat(1999) + 'x', 'fifth'];
    const rows = [];
    for (const content of contents) {
      const [row] = await database.db
        .insert(messages)
        .values({ connectionId: chat!.id, senderId: a.id, clientId: crypto.randomUUID(), content })
        .returning();
      rows.push(row!);
    }
    for (const row of rows) {
      await one.publish(
        created({
          id: row.id,
          connection_id: chat!.id,
          sender_id: a.id,
          client_id: row.clientId,
          content: row.content,
          message_type: 'text',
          read_at: null,
          created_at: row.createdAt.toISOString(),
          safety_notice: false,
        }),
      );
    }
    await until(() => received.length === contents.length);
    expect(received.map((e) => (e.type === 'message.created' ? e.message.content : null))).toEqual(contents);
    expect(received[1]).toMatchObject({
      audience: ['a', 'b'],
      message: { id: rows[1]!.id, sender_id: a.id },
    });
  });

  onPostgres('announces at commit, in commit order, to every instance including its own', async () => {
    const [one, two] = [await bus(), await bus()];
    const [fromOne, fromTwo] = [collect(one), collect(two)];
    const event = (name: string) =>
      sql`json_build_object('type', 'presence', 'audience', json_build_array(${name}::text),
        'user_id', ${name}::text, 'online', true, 'last_seen_at', null)`;
    const [first, second, third] = [new pg.Client(url), new pg.Client(url), new pg.Client(url)];
    const clients = [first, second, third];
    for (const client of clients) await client.connect();
    const announce = async (client: pg.Client, name: string) => {
      const query = new PgDialect().sqlToQuery(sql`select ${one.announceAtCommit!(event(name))}`);
      await client.query('begin');
      await client.query(query.sql, query.params);
    };
    await announce(first, 'early');
    await announce(second, 'late');
    await announce(third, 'rolled back');
    await second.query('commit');
    await third.query('rollback');
    await first.query('commit');
    for (const client of clients) await client.end();

    await until(() => fromOne.length >= 2 && fromTwo.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const got of [fromOne, fromTwo]) {
      expect(got.map((e) => (e.type === 'presence' ? e.user_id : null))).toEqual(['late', 'early']);
    }
  });

  onPostgres('announces a stored message at commit as the presenter shows it, inline or by id', async () => {
    const [one, two] = [await bus(), await bus()];
    const received = collect(two);
    const { a, b, chat } = await acceptedChat();
    const stored = [];
    for (const content of ['Salam', '😀'.repeat(2000), 'ب'.repeat(2000), 'Add me on telegram']) {
      const outcome = await storeMessage(database.db, {
        connectionId: chat!.id,
        senderId: a.id,
        clientId: crypto.randomUUID(),
        content,
        rateKey: `messages:${a.id}`,
        rateRule: { max: 30, windowSeconds: 60 },
        announceAtCommit: one.announceAtCommit,
      });
      if (outcome.kind !== 'stored') throw new Error(outcome.kind);
      stored.push(outcome.message);
    }
    await until(() => received.length === stored.length);
    expect(received).toEqual(
      stored.map((row) => ({
        type: 'message.created',
        audience: [a.id, b.id],
        connection_id: chat!.id,
        message: presentMessage(row),
      })),
    );
  });

  onPostgres(
    'reconnects after losing its LISTEN connection, reports the gap, and delivers again',
    async () => {
      const [one, two] = [await bus(), await bus()];
      const received = collect(two);
      let gaps = 0;
      two.onGap?.(() => (gaps += 1));
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'`,
      );
      await admin.end();

      // Meanwhile an instance's own events still reach its own listeners.
      const local = created(message('while away'), ['x']);
      await two.publish(local);
      expect(received).toContainEqual(local);

      await until(() => gaps > 0, 15_000);
      const after = created(message('after the gap'), ['y']);
      await one.publish(after);
      await until(() => received.some((e) => e.audience[0] === 'y'));
    },
  );
});
