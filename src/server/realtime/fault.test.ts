import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { openPglite, pgliteDatabase, postgresDatabase, type Database } from '../db/client.ts';
import { connections, messages } from '../db/schema/index.ts';
import { buildMember } from '../../../tests/support/factories/members.ts';
import { ChatClient, sendMessages, type Acked } from '../../../tests/support/chat-client.ts';
import {
  createServerDatabase,
  freePort,
  insertSession,
  startServer,
  type ServerProcess,
} from '../../../tests/support/server-process.ts';
import { loadPgliteTemplate } from '../../../tests/support/template-db.ts';

/**
 * Chat under faults, against the real server process: 2,000 messages between 40 accepted pairs while
 * sockets are cut at random and the server is killed once with SIGKILL and restarted on the same data.
 * Senders retry unacknowledged sends with the same client_id; clients reconnect and catch up with
 * ?after=. At the end every acknowledged message is stored once and was applied once by its recipient,
 * in the stored order. 40 pairs because a member may send at most 30 messages a minute.
 */
const PAIRS = 40;
const TOTAL = 2000;
const PER_MEMBER = TOTAL / (PAIRS * 2);
const SECRET = 'fault-test-secret-that-is-long-enough';
const ORIGIN = 'http://mithaq.test';

let dataDir: string;
let port: number;
let env: Record<string, string>;
let server: ServerProcess;
let dropDatabase: (() => Promise<void>) | undefined;
const pairs: { chatId: string; seedId: string; members: { id: string; cookie: string }[] }[] = [];

async function openSetupDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const created = await createServerDatabase(serverUrl);
    dropDatabase = created.drop;
    env = { DATABASE_URL: created.url, AUTH_SECRET: SECRET, PUBLIC_URL: ORIGIN, DATA_DIR: dataDir };
    return postgresDatabase(created.url, 4);
  }
  env = { AUTH_SECRET: SECRET, PUBLIC_URL: ORIGIN, DATA_DIR: dataDir };
  const template = await loadPgliteTemplate(inject('pgliteTemplate'));
  return pgliteDatabase(await openPglite({ dataDir: join(dataDir, 'pglite'), loadDataDir: template }));
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mithaq-fault-'));
  port = await freePort();
  const setup = await openSetupDatabase();
  for (let i = 0; i < PAIRS; i++) {
    const a = await buildMember(setup.db, { gender: 'male' });
    const b = await buildMember(setup.db, { gender: 'female' });
    const [chat] = await setup.db
      .insert(connections)
      .values({ requesterId: a.id, recipientId: b.id, status: 'accepted' })
      .returning();
    // Every client starts with a cursor: the conversation's first message.
    const [seed] = await setup.db
      .insert(messages)
      .values({ connectionId: chat!.id, senderId: a.id, clientId: randomUUID(), content: 'Bismillah' })
      .returning();
    const members = [];
    for (const m of [a, b]) members.push({ id: m.id, cookie: await insertSession(setup.db, SECRET, m.id) });
    pairs.push({ chatId: chat!.id, seedId: seed!.id, members });
  }
  // One process per embedded data folder: the server opens it only after the setup closed it.
  await setup.close();
  server = await startServer(env, port);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await dropDatabase?.();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function history(chatId: string, seedId: string, cookie: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor = seedId;
  for (;;) {
    const response = await fetch(`${server.url}/api/connections/${chatId}/messages?after=${cursor}`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    const page = (await response.json()) as { messages: { id: string }[]; has_more: boolean };
    ids.push(...page.messages.map((m) => m.id));
    cursor = ids.at(-1) ?? cursor;
    if (!page.has_more) return ids;
  }
}

it('delivers every acknowledged message exactly once through socket drops and a SIGKILL', async () => {
  const target = {
    http: () => `http://127.0.0.1:${port}`,
    ws: () => `ws://127.0.0.1:${port}/api/realtime`,
    origin: ORIGIN,
  };
  const clients = pairs.flatMap((pair) =>
    pair.members.map((member) => new ChatClient(member, pair.chatId, pair.seedId, target)),
  );
  for (const client of clients) client.connect();

  const acked: Acked[] = [];
  let killed = false;
  let restartMs = 0;
  let restarting: Promise<void> | null = null;
  const onAck = (a: Acked) => {
    acked.push(a);
    if (!killed && acked.length >= TOTAL * 0.4) {
      killed = true;
      restarting = (async () => {
        const at = Date.now();
        await server.kill();
        await sleep(300);
        server = await startServer(env, port);
        restartMs = Date.now() - at;
      })();
    }
  };

  let chaos = true;
  let drops = 0;
  const chaosLoop = (async () => {
    while (chaos) {
      await sleep(150 + Math.random() * 250);
      clients[Math.floor(Math.random() * clients.length)]!.drop();
      drops += 1;
    }
  })();

  const started = Date.now();
  const senders = pairs.flatMap((pair) =>
    pair.members.map((member) =>
      sendMessages(member, pair.chatId, PER_MEMBER, target, () => 100 + Math.random() * 300, onAck),
    ),
  );
  const retries = (await Promise.all(senders)).reduce((n, r) => n + r.retries, 0);
  const sendMs = Date.now() - started;
  chaos = false;
  await chaosLoop;
  await restarting;
  expect(killed).toBe(true);

  // Let every client reconnect, then read once more through the same hand-off.
  for (let i = 0; i < 200 && !clients.every((c) => c.settled); i++) await sleep(100);
  expect(clients.every((c) => c.settled)).toBe(true);
  await Promise.all(clients.map((c) => c.resync()));
  await sleep(300);

  expect(acked).toHaveLength(TOTAL);
  expect(new Set(acked.map((a) => a.clientId)).size).toBe(TOTAL);
  const recipientOf = new Map(pairs.flatMap((p) => p.members.map((m, i) => [m.id, p.members[1 - i]!.id])));
  const clientOf = new Map(clients.map((c) => [c.member.id, c]));
  const problems: string[] = [];
  for (const a of acked) {
    const receipt = clientOf.get(recipientOf.get(a.from)!)!.receipts.get(a.id);
    if (!receipt || receipt.applied !== 1) problems.push(`${a.id}: applied ${receipt?.applied ?? 0} times`);
    else if (receipt.socket > 1 || receipt.catchup > 1) problems.push(`${a.id}: ${JSON.stringify(receipt)}`);
  }
  expect(problems).toEqual([]);

  // The stored conversation: each acknowledged message once, and each client applied it in that order.
  for (const pair of pairs) {
    const stored = await history(pair.chatId, pair.seedId, pair.members[0]!.cookie);
    const sent = acked.filter((a) => a.chatId === pair.chatId).map((a) => a.id);
    expect([...stored].sort()).toEqual([...sent].sort());
    for (const member of pair.members) expect(clientOf.get(member.id)!.applied).toEqual(stored);
  }

  const overlaps = clients.reduce((n, c) => n + c.overlaps, 0);
  const reconnects = clients.reduce((n, c) => n + c.reconnects, 0);
  const viaSocket = clients.reduce(
    (n, c) => n + [...c.receipts.values()].filter((r) => r.applied && r.socket && !r.catchup).length,
    0,
  );
  console.log(
    JSON.stringify({
      fault: {
        messages: acked.length,
        send_ms: sendMs,
        restart_ms: restartMs,
        socket_drops: drops,
        reconnects,
      },
      send_retries: retries,
      retried_200: acked.filter((a) => a.status === 200).length,
      applied_from_socket: viaSocket,
      handoff_overlaps: overlaps,
      database: env.DATABASE_URL ? 'postgres' : 'pglite',
    }),
  );
  for (const client of clients) client.stop();
}, 150_000);
