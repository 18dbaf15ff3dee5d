import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../build-server.ts';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../server-start.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

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

export type RunningServer = { url: string; pid: number; stop: () => Promise<void> };

/**
 * The real server in its own process, as `npm start` runs it (built from src/server/main.ts first, in
 * half a second, so it is never stale), so the load generator never competes with it for the event
 * loop. Request logs go to /dev/null, as a production log shipper would take them away.
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const main = await buildServer();
  // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server.
  const extraArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...extraArgs, main], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      SEED: 'none',
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'true',
      ...SERVER_ENV,
      ...env,
      PORT: String(port),
      PUBLIC_URL: url,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-10_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (gone || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (gone) return;
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
    },
  };
}

/** Signs in through the real endpoint (one made-up client address each: the sign-in throttle is per IP). */
export async function signIn(url: string, email: string, password: string, n: number): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: url,
      'x-forwarded-for': `10.9.${Math.floor(n / 250)}.${(n % 250) + 1}`,
    },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`sign-in failed for ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c): c is string => Boolean(c) && !c!.endsWith('='))
    .join('; ');
}
