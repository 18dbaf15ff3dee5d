import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { PrerenderedPages } from './web-host/prerendered-pages.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startEmbeddedAutovacuum } from './db/embedded-autovacuum.ts';
import { pruneMatchLists } from './features/discovery/match-lists.ts';
import { matchIndexOf } from './features/discovery/match-index/match-index.ts';
import { pruneRateLimits } from './http/rate-limit.ts';
import { createLogger } from './infra/logger.ts';
import { attachRealtime } from './realtime/hub.ts';
import { buildDeps } from './runtime.ts';
import type { Deps } from './http/app-env.ts';
import { prepareDatabase, startBanner } from './startup.ts';
import { startMembershipSweep } from './features/membership/payments/sweep.ts';
import { adjustableClock, systemClock } from './infra/clock.ts';

// Two folders up is the project's root, from src/server (run from source) and dist/server (the build) alike.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WEB_ROOT = join(ROOT, 'dist', 'web');
const SSR_ROOT = join(ROOT, 'dist', 'ssr');

async function warmMatchIndex(deps: Deps) {
  const started = Date.now();
  try {
    const store = await matchIndexOf(deps.db).current();
    deps.log.info({ members: store.members, ms: Date.now() - started }, 'match index loaded');
  } catch (error) {
    deps.log.error({ err: error }, 'match index could not load: fresh /matches score in the database');
  }
}

function readConfig(): Config {
  // A .env file in the working folder is optional; real environment variables win over it.
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const started = Date.now();
  const config = readConfig();
  const log = createLogger(config.logLevel);
  const open = () =>
    openDatabase(config, (error) => {
      // Without its database the server can only fail every request: stop, so a supervisor restarts it.
      log.fatal({ err: error }, 'the embedded database stopped');
      process.exit(1);
    });
  let database = await open();
  // One clock for the process: it survives the rebuild of Deps after seeding.
  const clock = config.testClock ? adjustableClock() : systemClock;
  let deps = buildDeps(config, database, log, undefined, clock);
  const { seededDemo, signIn, newAdmin } = await prepareDatabase(config, database, deps);
  if (seededDemo && database.kind === 'pglite') {
    // Seeding grew the database thread's WebAssembly memory by hundreds of MB, and such memory never
    // shrinks: a new thread on the same data starts as small as any later start.
    await deps.bus.close();
    await database.close();
    database = await open();
    deps = buildDeps(config, database, log, undefined, clock);
    log.info('embedded database reopened after seeding');
  }

  await deps.bus.ready?.();

  const prerendered = new PrerenderedPages(SSR_ROOT);
  const app = createApp(deps, { webRoot: WEB_ROOT, prerendered });
  let listening: () => void = () => {};
  const listened = new Promise<void>((resolve) => (listening = resolve));
  let warmed: Promise<unknown> = Promise.resolve();
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    log.info({ port: info.port, ms: Date.now() - started, database: database.kind }, 'listening');
    // The first visitor would otherwise wait for the renderer to load (~0.4 s): load it, render `/`.
    // The first fresh /matches would otherwise wait for the match index to load (~1 s at 100,000).
    warmed = Promise.all([prerendered.render(deps, '/'), warmMatchIndex(deps)]);
    listening();
  });
  // serve() without a createServer option gives a node:http Server; WebSocket shares its port.
  const hub = attachRealtime(server as Server, deps);
  await hub.ready;
  await listened;
  // Both log how they went; the banner comes after them (requests are already served meanwhile).
  await warmed;
  // Last, once everything has logged its start: the address and who to sign in as stay on screen.
  console.log(startBanner(config.publicUrl, signIn, newAdmin));

  const pruning = setInterval(
    () => {
      pruneRateLimits(database.db).catch((error: unknown) =>
        log.warn({ err: error }, 'rate-limit pruning failed'),
      );
      pruneMatchLists(database.db, config.matchListTtlSeconds).catch((error: unknown) =>
        log.warn({ err: error }, 'match list pruning failed'),
      );
    },
    10 * 60 * 1000,
  );
  pruning.unref();
  // Membership periods, sandbox renewals, grace expiry: every minute on every instance (each step idempotent).
  const stopMembershipSweep = startMembershipSweep(deps);
  // PGlite has no autovacuum worker of its own (see embedded-autovacuum.ts).
  const stopAutovacuum = database.kind === 'pglite' ? startEmbeddedAutovacuum(database.db, log) : () => {};

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    clearInterval(pruning);
    stopMembershipSweep();
    stopAutovacuum();
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Sockets first (their members go offline while the bus can still say so), then HTTP, bus, database.
    void hub
      .close()
      .catch((error: unknown) => log.error({ err: error }, 'closing the realtime hub failed'))
      .finally(() => {
        server.close(() => {
          deps.bus
            .close()
            .then(() => database.close())
            .catch((error: unknown) => log.error({ err: error }, 'closing the database failed'))
            .finally(() => process.exit(0));
        });
        // Idle keep-alive sockets would hold close() open.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Mithaq failed to start:', error);
  process.exit(1);
});
