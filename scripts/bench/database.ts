import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import {
  openPglite,
  pgliteDatabase,
  postgresDatabase,
  type Database,
  type Db,
} from '../../src/server/db/client.ts';
import * as schema from '../../src/server/db/schema/index.ts';
import { rowsOf } from '../../src/server/db/rows.ts';

/** Runs SQL text with parameters and answers the rows (for EXPLAIN). */
export type RawQuery = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;
export type QueryLog = { logQuery: (query: string, params: unknown[]) => void };

export type BenchDatabase = {
  database: Database;
  label: string;
  /** The server's DATA_DIR (for PGlite the database lives in its pglite/ folder). */
  dataDir: string;
  /** DATABASE_URL for the server, PostgreSQL only. */
  url?: string;
  /** PGlite: open the folder again after the server has let go of it. */
  reopen: () => Promise<BenchDatabase>;
  /** Closes the connection and removes what the bench created (temp folder, database). */
  dispose: () => Promise<void>;
  /** The same connection, for EXPLAIN: a drizzle instance that reports its SQL, and a raw query. */
  inspect: (log: QueryLog) => { db: Db; raw: RawQuery };
};

function inspectPglite(client: PGlite) {
  return (log: QueryLog) => ({
    db: drizzlePglite(client, { schema, logger: log }) as unknown as Db,
    raw: (async (text, params) => (await client.query(text, params)).rows) as RawQuery,
  });
}

/** A fresh, migrated PGlite in a temp folder. */
export async function freshPglite(): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'mithaq-bench-'));
  const open = async (): Promise<BenchDatabase> => {
    const client = await openPglite({ dataDir: join(dataDir, 'pglite') });
    const database = pgliteDatabase(client);
    await database.migrate();
    return {
      database,
      label: 'PGlite',
      dataDir,
      reopen: open,
      inspect: inspectPglite(client),
      dispose: async () => {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  };
  return open();
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database of our own on the server (never anyone else's): created here, dropped by dispose(). */
export async function freshPostgres(serverUrl: string): Promise<BenchDatabase> {
  const name = `mithaq_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const version =
    (await admin.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? '?';
  await admin.end();
  const url = withDatabase(serverUrl, name);
  const dataDir = await mkdtemp(join(tmpdir(), 'mithaq-bench-'));
  const database = postgresDatabase(url, 10);
  await database.migrate();
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const bench: BenchDatabase = {
    database,
    label: `PostgreSQL ${version.split(' ')[0]}`,
    dataDir,
    url,
    reopen: async () => bench,
    inspect: (log) => ({
      db: drizzlePg(pool, { schema, logger: log }) as unknown as Db,
      raw: async (text, params) => (await pool.query(text, params)).rows as Record<string, unknown>[],
    }),
    dispose: async () => {
      await pool.end();
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return bench;
}

/** What autovacuum does by itself some time after a bulk load: planner statistics and the visibility map. */
export async function settle(database: Database): Promise<void> {
  await database.db.execute(
    sql`vacuum (analyze) users, profiles, profile_name_keys, favorites, accounts, profile_views,
      profile_viewer_totals, profile_view_slots, user_memberships, user_roles`,
  );
}

export async function memberCount(database: Database): Promise<number> {
  const rows = await database.db.execute(sql`select count(*)::int as n from profiles`);
  return Number(rowsOf<{ n: number }>(rows)[0]?.n);
}
