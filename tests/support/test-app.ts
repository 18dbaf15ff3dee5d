import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { PrerenderedPages } from '../../src/server/web-host/prerendered-pages.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { PgliteThread } from '../../src/server/db/pglite-thread.ts';
import { pgliteDatabase, postgresDatabase, type Database, type Db } from '../../src/server/db/client.ts';
import { createLogger, type Logger } from '../../src/server/infra/logger.ts';
import type { Mailer } from '../../src/server/infra/mail.ts';
import { buildDeps } from '../../src/server/runtime.ts';
import type { Deps } from '../../src/server/http/app-env.ts';
import { adjustableClock, type AdjustableClock } from '../../src/server/infra/clock.ts';
import { readOutbox, type OutboxMail } from './outbox.ts';
import { databaseUrlFor, loadPgliteTemplate } from './template-db.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export type TestApp = {
  app: ReturnType<typeof createApp>;
  deps: Deps;
  /** The server's clock (Deps.clock): move it to test periods, renewals and grace without waiting. */
  clock: AdjustableClock;
  db: Db;
  config: Config;
  /** A request as a browser on our origin would send it; a fresh client IP unless one is given. */
  request: (
    path: string,
    init?: RequestInit & { json?: unknown; cookie?: string; ip?: string },
  ) => Promise<Response>;
  outbox: () => Promise<OutboxMail[]>;
  close: () => Promise<void>;
};

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // On its own thread with prepared statements, as the server runs it (db/pglite-thread.ts).
    const dataDump = await loadPgliteTemplate(inject('pgliteTemplate'));
    const database = pgliteDatabase(await PgliteThread.open({ dataDump }));
    return { database, drop: async () => undefined };
  }
  const name = `mithaq_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const database = postgresDatabase(databaseUrlFor(serverUrl, name), 4);
  return {
    database,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await waitForDisconnects(cleanup, name);
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * pool.end() resolves before its clients have said goodbye; a forced drop in that moment kills them and
 * the pool re-throws the 57P01 as an unhandled error. Wait (briefly) for the database to empty first.
 */
export async function waitForDisconnects(client: pg.Client, database: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [database],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/**
 * Third parties a test may stub; anything not given is the real thing (the outbox mailer, ...).
 * ssrRoot: a built prerender module (src/web/prerender.tsx), for tests of prerendered public pages.
 */
export type TestOverrides = { mailer?: Mailer; ssrRoot?: string };

export async function createTestApp(
  env: Record<string, string> = {},
  log?: Logger,
  overrides: TestOverrides = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'mithaq-api-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    SEED: 'none',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    // Factories write memberships straight into the database, behind the plan cache's back.
    PLAN_CACHE_SECONDS: '0',
    ...env,
  });
  const { database, drop } = await openTestDatabase();
  const clock = adjustableClock();
  const deps = buildDeps(config, database, log ?? createLogger(config.logLevel), overrides.mailer, clock);
  const app = createApp(deps, {
    webRoot: join(dataDir, 'web'),
    prerendered: new PrerenderedPages(overrides.ssrRoot),
  });

  return {
    app,
    deps,
    clock,
    db: database.db,
    config,
    request: (path, init = {}) => {
      const { json, cookie, ip, headers, ...rest } = init;
      const h = new Headers(headers);
      if (!h.has('origin')) h.set('origin', TEST_ORIGIN);
      h.set('x-forwarded-for', ip ?? randomIp());
      if (cookie) h.set('cookie', cookie);
      let body = rest.body;
      if (json !== undefined) {
        h.set('content-type', 'application/json');
        body = JSON.stringify(json);
      }
      return Promise.resolve(app.request(`${TEST_ORIGIN}${path}`, { ...rest, headers: h, body }));
    },
    outbox: () => readOutbox(dataDir),
    close: async () => {
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
