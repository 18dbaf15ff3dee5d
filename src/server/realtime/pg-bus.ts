import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import type { Logger } from '../infra/logger.ts';
import type { TMessage } from '../../shared/connections/connection-contract.ts';
import type { EventBus, EventListener, RealtimeEvent } from './events.ts';

export const EVENTS_CHANNEL = 'mithaq_events';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; keep a margin. */
export const NOTIFY_PAYLOAD_MAX = 7900;

/**
 * What travels in a NOTIFY: the event itself, or for a message too large, a reference to its row. `c`
 * marks an event announced at its statement's commit (announceAtCommit): its origin receives it too.
 */
type Wire = { o: string; s?: number; c?: 1 } & (
  { e: RealtimeEvent } | { ref: { audience: string[]; connection_id: string; message_id: string } }
);

export type PgBusOptions = {
  url: string;
  db: Db;
  log: Logger;
  /**
   * Loads messages by id, as message.created presents them: how a message too large for a NOTIFY is
   * completed on arrival. The bus knows no table; runtime.ts hands it the message entity's loader.
   */
  loadMessages: (ids: string[]) => Promise<Map<string, TMessage>>;
  onListenerError?: (error: unknown) => void;
  channel?: string;
};

const bytes = (text: string) => Buffer.byteLength(text);

/**
 * The NOTIFY payloads for one event, each under NOTIFY_PAYLOAD_MAX: the event inline when it fits; a
 * message.created too large by its content as a reference to the stored row; and an event too large by
 * its audience (a member with hundreds of connections going online) split into parts per audience slice.
 */
export function encodeWire(origin: string, nextSeq: () => number, event: RealtimeEvent): string[] {
  const inline = JSON.stringify({ o: origin, s: nextSeq(), e: event } satisfies Wire);
  if (bytes(inline) <= NOTIFY_PAYLOAD_MAX) return [inline];
  const body = (audience: string[], seq: number): string =>
    event.type === 'message.created' && bytes(JSON.stringify(event.message)) > NOTIFY_PAYLOAD_MAX / 2
      ? JSON.stringify({
          o: origin,
          s: seq,
          ref: { audience, connection_id: event.connection_id, message_id: event.message.id },
        } satisfies Wire)
      : JSON.stringify({ o: origin, s: seq, e: { ...event, audience } } satisfies Wire);
  const whole = body(event.audience, nextSeq());
  if (bytes(whole) <= NOTIFY_PAYLOAD_MAX) return [whole];
  const fixed = bytes(body([], 0)) + 32;
  const perId = Math.max(...event.audience.map((id) => bytes(JSON.stringify(id)) + 1));
  const size = Math.max(1, Math.floor((NOTIFY_PAYLOAD_MAX - fixed) / perId));
  const parts: string[] = [];
  for (let i = 0; i < event.audience.length; i += size) {
    parts.push(body(event.audience.slice(i, i + size), nextSeq()));
  }
  return parts;
}

/**
 * `pg_notify(...)` of an event given as a json expression, wire-encoded as encodeWire() would: inline
 * when it fits, else (a message too large by its content) as a reference to the stored row.
 */
function notifyAtCommit(channel: string, origin: string, event: SQL): SQL {
  return sql`pg_notify(${channel}, (
    select case when octet_length(wire.inline) <= ${NOTIFY_PAYLOAD_MAX} then wire.inline
      else json_build_object('o', ${origin}::text, 'c', 1, 'ref', json_build_object(
        'audience', wire.e -> 'audience',
        'connection_id', wire.e ->> 'connection_id',
        'message_id', wire.e -> 'message' ->> 'id'))::text end
    from (select e, json_build_object('o', ${origin}::text, 'c', 1, 'e', e)::text as inline
      from (select (${event})::json as e) event) wire))`;
}

/**
 * The event bus across instances: LISTEN/NOTIFY on one PostgreSQL channel. A publish reaches this
 * instance's listeners at once (even while PostgreSQL is unreachable) and the other instances through
 * a NOTIFY sent after the write committed. NOTIFYs leave one batch at a time, in publish order, and a
 * receiver hands events on in arrival order, loading oversized messages by id, so each instance
 * delivers a chat's events in the order they were published. A dedicated connection listens and
 * reconnects with backoff; after a reconnect, gap listeners are told that events may have been missed.
 * An event announced at commit (announceAtCommit) reaches every instance, this one included, only
 * through LISTEN: PostgreSQL hands notifications on in commit order, so it keeps that order everywhere.
 */
export function pgBus(options: PgBusOptions): EventBus {
  const { url, db, log, loadMessages } = options;
  const channel = options.channel ?? EVENTS_CHANNEL;
  const onListenerError =
    options.onListenerError ?? ((error) => log.error({ err: error }, 'realtime listener failed'));
  const origin = randomUUID();
  const listeners = new Set<EventListener>();
  const gapListeners = new Set<() => void>();
  let seq = 0;
  let closed = false;

  const deliver = (event: RealtimeEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        onListenerError(error);
      }
    }
  };

  // --- sending: one batch of NOTIFYs at a time keeps this instance's events in order everywhere.
  const outbox: { payload: string; done: () => void }[] = [];
  let sending: Promise<void> | null = null;
  function kick() {
    if (sending) return;
    sending = drain().finally(() => {
      sending = null;
      if (outbox.length > 0) kick();
    });
  }
  async function drain() {
    while (outbox.length > 0) {
      const batch = outbox.splice(0, 50);
      try {
        const calls = batch.map((item) => sql`pg_notify(${channel}, ${item.payload})`);
        await db.execute(sql`select ${sql.join(calls, sql`, `)}`);
      } catch (error) {
        log.error(
          { err: error, events: batch.length },
          'realtime: NOTIFY failed; other instances miss these',
        );
      }
      for (const item of batch) item.done();
    }
  }

  // --- receiving
  const inbox: Wire[] = [];
  let receiving = false;
  async function receive() {
    if (receiving) return;
    receiving = true;
    try {
      while (inbox.length > 0) {
        const batch = inbox.splice(0);
        const refs = batch.flatMap((w) => ('ref' in w ? [w.ref.message_id] : []));
        let loaded = new Map<string, TMessage>();
        if (refs.length > 0) {
          try {
            loaded = await loadMessages(refs);
          } catch (error) {
            log.error({ err: error }, 'realtime: could not load referenced messages');
          }
        }
        for (const wire of batch) {
          if ('e' in wire) {
            deliver(wire.e);
            continue;
          }
          const message = loaded.get(wire.ref.message_id);
          if (!message) continue; // deleted since, or the load failed: clients catch up over REST
          const { audience, connection_id } = wire.ref;
          deliver({ type: 'message.created', audience, connection_id, message });
        }
      }
    } finally {
      receiving = false;
    }
  }

  function onNotification(payload: string | undefined) {
    if (!payload) return;
    let wire: Wire;
    try {
      wire = JSON.parse(payload) as Wire;
    } catch {
      log.warn('realtime: ignored a malformed notification');
      return;
    }
    if (wire.o === origin && !wire.c) return; // delivered locally when published
    inbox.push(wire);
    void receive();
  }

  // --- the listening connection
  let current: pg.Client | null = null;
  let attempts = 0;
  let everListened = false;
  let retry: NodeJS.Timeout | undefined;
  let markReady: () => void = () => undefined;
  const readyPromise = new Promise<void>((resolve) => (markReady = resolve));

  function scheduleReconnect() {
    if (closed || retry) return;
    const delay = Math.min(10_000, 250 * 2 ** attempts) * (0.5 + Math.random() / 2);
    attempts += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, delay);
    retry.unref();
  }

  function dropped(client: pg.Client, error?: unknown) {
    if (client !== current) return;
    current = null;
    log.warn({ err: error }, 'realtime: LISTEN connection lost; reconnecting');
    client.end().catch(() => undefined);
    scheduleReconnect();
  }

  async function listen() {
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      application_name: 'mithaq-realtime',
    });
    client.on('notification', (msg) => {
      if (msg.channel === channel) onNotification(msg.payload);
    });
    client.on('error', (error) => dropped(client, error));
    client.on('end', () => dropped(client));
    try {
      current = client;
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      if (current === client) current = null;
      client.end().catch(() => undefined);
      if (!closed) log.warn({ err: error }, 'realtime: could not LISTEN; retrying');
      scheduleReconnect();
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    attempts = 0;
    if (everListened) for (const listener of gapListeners) listener();
    everListened = true;
    markReady();
  }
  void listen();

  return {
    announceAtCommit: (event) => notifyAtCommit(channel, origin, event),
    async publish(event) {
      deliver(event);
      const payloads = encodeWire(origin, () => (seq += 1), event);
      await Promise.all(
        payloads.map(
          (payload) =>
            new Promise<void>((resolve) => {
              outbox.push({ payload, done: resolve });
              kick();
            }),
        ),
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: () => readyPromise,
    onGap(listener) {
      gapListeners.add(listener);
      return () => gapListeners.delete(listener);
    },
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(retry);
      await Promise.race([sending, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
      listeners.clear();
      gapListeners.clear();
    },
  };
}
