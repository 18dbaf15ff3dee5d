import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { GENERIC_PLANS_OPTION, StatementCachingClient } from './pg-statements.ts';
import { PgliteThread } from './pglite-thread.ts';
import * as schema from './schema/index.ts';

export { openPglite } from './pglite-open.ts';

export type Schema = typeof schema;
/** The drizzle surface both drivers share; services depend on this, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

// Next to this file: src/server/db/migrations, and dist/server/migrations in the build (scripts/build-server.ts).
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number works; it only has to be the same for every instance of Mithaq.
const MIGRATION_LOCK_ID = 727_001;

/**
 * PGlite in this thread (tests, scripts) or on a thread of its own (the server, pglite-thread.ts):
 * drizzle's driver sees the same query/transaction surface either way.
 */
export function pgliteDatabase(client: PGlite | PgliteThread): Database {
  const driverClient = client as PGlite;
  const db = drizzlePglite(driverClient, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(driverClient, { schema }), { migrationsFolder });
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export function postgresDatabase(url: string, poolSize = 10): Database {
  // Every statement prepared once per connection and planned once (db/pg-statements.ts).
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    Client: StatementCachingClient,
    options: GENERIC_PLANS_OPTION,
  });
  // An idle client whose backend dies (server restart, admin kill) emits 'error' on the pool; without a
  // listener Node would crash the process. The pool drops that client and opens a new one when needed.
  pool.on('error', (error) => {
    console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Several instances may start at once: one migrates, the others wait for it.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    close: async () => {
      await pool.end();
    },
  };
}

/**
 * The server's database: PostgreSQL when a URL is configured, else PGlite in DATA_DIR/pglite on a
 * thread of its own. `onFailure`: that thread died, and no statement can run any more.
 */
export async function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  onFailure?: (error: Error) => void,
): Promise<Database> {
  if (config.databaseUrl) return postgresDatabase(config.databaseUrl);
  return pgliteDatabase(await PgliteThread.open({ dataDir: join(config.dataDir, 'pglite') }, onFailure));
}

export async function databaseIsHealthy(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
