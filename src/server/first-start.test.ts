import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { freePort, startServer, type ServerProcess } from '../../tests/support/server-process.ts';
import { DEMO_MEMBER_PASSWORD } from './startup.ts';

/**
 * `npm start` on an empty embedded database: it seeds the demo, then reopens the database on a fresh
 * thread (seeding grows the thread's WebAssembly memory, which never shrinks; docs/benchmarks.md has
 * the figures). What matters here is that the reopened database is the seeded one and serves.
 */
const ORIGIN = 'http://mithaq.test';
let dataDir: string | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'a first start seeds the demo, reopens the embedded database and serves the seeded members',
  async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mithaq-first-start-'));
    server = await startServer(
      {
        DATA_DIR: dataDir,
        SEED: 'demo',
        LOG_LEVEL: 'info',
        AUTH_SECRET: 'first-start-test-secret-long-enough',
        PUBLIC_URL: ORIGIN,
      },
      await freePort(),
    );
    // The start ends with the address and the demo's sign-ins, framed, after every log line of the start
    // (only the log of requests, such as the health checks that waited for it, may follow).
    await vi.waitFor(() => expect(server?.output()).toContain('┘'), { timeout: 10_000 });
    const output = server.output();
    const banner = output.lastIndexOf('Mithaq is running at');
    const startLogs = output
      .split('\n')
      .filter((line) => line.startsWith('{') && !line.includes('"request"'));
    expect(banner).toBeGreaterThan(output.lastIndexOf(startLogs.at(-1) ?? '"listening"'));
    expect(output.slice(banner)).toContain('admin@demo.mithaq.local');
    const seeded = output.indexOf('demo data seeded');
    const reopened = output.indexOf('embedded database reopened after seeding');
    expect(seeded).toBeGreaterThan(-1);
    expect(reopened).toBeGreaterThan(seeded);

    // The start ends with a framed block; each sample member's e-mail is a line of its own in it.
    const email = /^\s+│\s+(\S+@demo\.mithaq\.local)\s+│$/m.exec(output)?.[1];
    expect(email).toBeDefined();
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ email, password: DEMO_MEMBER_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const list = await fetch(`${server.url}/api/connections`, { headers: { cookie } });
    expect(list.status).toBe(200);
    const { connections } = (await list.json()) as { connections: unknown[] };
    expect(connections.length).toBeGreaterThan(0);
  },
  120_000,
);
