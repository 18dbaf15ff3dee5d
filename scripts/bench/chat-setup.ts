import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { hashPassword } from '../../src/server/auth/password.ts';
import { SESSION_LIFETIME_SECONDS } from '../../src/server/auth/session-cookie.ts';
import { openPglite, pgliteDatabase, postgresDatabase, type Database } from '../../src/server/db/client.ts';
import { accounts, connections, profiles, sessions, users } from '../../src/server/db/schema/index.ts';
import { sessionCookie } from '../../tests/support/server-process.ts';
import { ensurePgliteTemplate, loadPgliteTemplate } from '../../tests/support/template-db.ts';

export type BenchPair = { chatId: string; members: [BenchMember, BenchMember] };
export type BenchMember = { id: string; cookie: string };

/** PGlite: a migrated copy in `dataDir` (the server opens it after we close it). PostgreSQL: our own database. */
export async function openBenchDatabase(
  kind: 'pglite' | 'postgres',
  dataDir: string,
): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const template = await loadPgliteTemplate(await ensurePgliteTemplate());
    const database = pgliteDatabase(
      await openPglite({ dataDir: join(dataDir, 'pglite'), loadDataDir: template }),
    );
    return { database, drop: async () => undefined };
  }
  const serverUrl = process.env.BENCH_DATABASE_URL!;
  const name = `mithaq_bench_chat_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = postgresDatabase(url.toString(), 4);
  await database.migrate();
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * `pairs` accepted connections between 2 x pairs members, inserted in a few multi-row statements with
 * one shared password hash, and a session per member signed the way better-auth signs its cookie.
 */
export async function loadPairs(database: Database, secret: string, pairs: number): Promise<BenchPair[]> {
  const { db } = database;
  const hash = await hashPassword('bench-password');
  const now = Date.now();
  const people = Array.from({ length: pairs * 2 }, (_, i) => ({
    id: randomBytes(16).toString('hex'),
    name: `Bench Member ${i}`,
    email: `chat-${i}-${randomBytes(3).toString('hex')}@bench.mithaq.local`,
    token: randomBytes(24).toString('base64url'),
    gender: i % 2 === 0 ? ('male' as const) : ('female' as const),
  }));
  const chunks = <T>(rows: T[]) =>
    Array.from({ length: Math.ceil(rows.length / 500) }, (_, i) => rows.slice(i * 500, i * 500 + 500));
  for (const chunk of chunks(people)) {
    await db
      .insert(users)
      .values(chunk.map((p) => ({ id: p.id, name: p.name, email: p.email, emailVerified: true })));
    await db.insert(accounts).values(
      chunk.map((p) => ({
        id: randomUUID(),
        accountId: p.id,
        providerId: 'credential',
        userId: p.id,
        password: hash,
      })),
    );
    await db
      .insert(profiles)
      .values(chunk.map((p) => ({ userId: p.id, fullName: p.name, gender: p.gender })));
    await db.insert(sessions).values(
      chunk.map((p) => ({
        id: randomBytes(16).toString('hex'),
        token: p.token,
        userId: p.id,
        expiresAt: new Date(now + SESSION_LIFETIME_SECONDS * 1000),
      })),
    );
  }
  const result: BenchPair[] = [];
  const pairRows = Array.from({ length: pairs }, (_, i) => [people[2 * i]!, people[2 * i + 1]!] as const);
  for (const chunk of chunks(pairRows)) {
    const rows = await db
      .insert(connections)
      .values(chunk.map(([a, b]) => ({ requesterId: a.id, recipientId: b.id, status: 'accepted' as const })))
      .returning({ id: connections.id, requesterId: connections.requesterId });
    const byRequester = new Map(rows.map((r) => [r.requesterId, r.id]));
    for (const [a, b] of chunk) {
      result.push({
        chatId: byRequester.get(a.id)!,
        members: [
          { id: a.id, cookie: sessionCookie(secret, a.token) },
          { id: b.id, cookie: sessionCookie(secret, b.token) },
        ],
      });
    }
  }
  return result;
}
