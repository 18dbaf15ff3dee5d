import { inject } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Db } from '../../src/server/db/client.ts';
import { SESSION_LIFETIME_SECONDS } from '../../src/server/auth/session-cookie.ts';
import { sessions } from '../../src/server/db/schema/index.ts';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../../scripts/server-start.ts';
import { databaseUrlFor } from './template-db.ts';
import { waitForDisconnects } from './test-app.ts';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A fresh database on a PostgreSQL server: a copy of the migrated test template, or empty. */
export async function createServerDatabase(serverUrl: string, options: { template?: boolean } = {}) {
  const name = `mithaq_rt_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(
    options.template === false
      ? `create database ${name}`
      : `create database ${name} template ${inject('postgresTemplate')}`,
  );
  await admin.end();
  return {
    name,
    url: databaseUrlFor(serverUrl, name),
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
 * A session row and the cookie better-auth would have set for it: `token.signature`, the signature
 * being HMAC-SHA256 of the token with the auth secret, base64, URI-encoded (better-call's signCookieValue).
 */
export async function insertSession(db: Db, secret: string, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(sessions).values({
    id: randomBytes(16).toString('hex'),
    token,
    userId,
    // As sign-in makes it: a shorter one would be extended (a write) on its first use.
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_SECONDS * 1000),
  });
  return sessionCookie(secret, token);
}

export function sessionCookie(secret: string, token: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `mithaq.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
  /** SIGTERM and wait; SIGKILL after `graceMs`. */
  stop: (graceMs?: number) => Promise<void>;
  kill: () => Promise<void>;
};

/**
 * Starts the server and waits until /api/health answers: from source (`node --import tsx
 * src/server/main.ts`) unless `main` names a built one (scripts/build-server.ts).
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  nodeArgs: string[] = [],
  main?: string,
): Promise<ServerProcess> {
  // The build starts as npm start starts it (nodeArgs after, so they can override); the source as
  // npm run dev does.
  const entry = main ? [main] : ['--import', 'tsx', 'src/server/main.ts'];
  const startArgs = main ? SERVER_NODE_ARGS : [];
  const child = spawn(process.execPath, [...startArgs, ...nodeArgs, ...entry], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...(main ? SERVER_ENV : {}),
      DATABASE_URL: '',
      TEST_DATABASE_URL: '',
      SEED: 'none',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (gone) throw new Error(`server exited during start:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${output}`);
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const stopWith = async (signal: NodeJS.Signals, graceMs: number) => {
    if (gone) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  return {
    child,
    pid: child.pid!,
    url,
    output: () => output,
    exited,
    stop: (graceMs = 10_000) => stopWith('SIGTERM', graceMs),
    kill: () => stopWith('SIGKILL', 0),
  };
}
