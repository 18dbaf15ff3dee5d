// npm run bench:chat — 1,000 WebSocket clients (500 accepted pairs) exchange 200 messages a second for
// 30 s through the real send path (POST /api/connections/:id/messages over keep-alive HTTP) against a
// real server process. Measures delivery latency (send start -> the recipient's socket receives
// message.created), throughput and the server's RSS. PGlite always; PostgreSQL too with BENCH_DATABASE_URL.
// Options: --clients 1000 --rate 200 --seconds 30 --only pglite|postgres; BENCH_SERVER_NODE_ARGS for the server;
// BENCH_TIMELINE=1 prints the latency of each half second, to tell stalls from a steady tail.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { freePort, startServer, type ServerProcess } from '../../tests/support/server-process.ts';
import { buildServer } from '../build-server.ts';
import { loadPairs, openBenchDatabase, type BenchMember } from './chat-setup.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const CLIENTS = Number(arg('--clients') ?? 1000);
const RATE = Number(arg('--rate') ?? 200);
const SECONDS = Number(arg('--seconds') ?? 30);
// Unmeasured until every client has sent once: its first request resolves its session (better-auth's
// two queries), which the server then remembers for 60 s (auth/session-cache.ts).
const WARMUP_SECONDS = Math.max(3, Math.ceil(CLIENTS / RATE));
const ORIGIN = 'http://mithaq.bench';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
const round = (n: number) => Math.round(n * 10) / 10;

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}
/** utime + stime of a process, in seconds (clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The longest gap between pings answered by the server's event loop during `ms` (GET /api/health). */
async function longestStall(ms: number, port = currentPort): Promise<number> {
  const until = performance.now() + ms;
  let longest = 0;
  while (performance.now() < until) {
    const t0 = performance.now();
    await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    longest = Math.max(longest, performance.now() - t0);
    await sleep(20);
  }
  return longest;
}
let currentPort = 0;

/** Delivery latency per half second of the measured window: [send start, latency] pairs. */
function printTimeline(timeline: [number, number][], start: number) {
  const buckets = new Map<number, number[]>();
  for (const [at, latency] of timeline) {
    const bucket = Math.floor((at - start) / 500);
    buckets.set(bucket, [...(buckets.get(bucket) ?? []), latency]);
  }
  for (const [bucket, latencies] of [...buckets].sort((x, y) => x[0] - y[0])) {
    latencies.sort((x, y) => x - y);
    console.log(
      `t=${(bucket / 2).toFixed(1)}s n=${latencies.length} p50=${round(pct(latencies, 50))} max=${round(latencies.at(-1)!)}`,
    );
  }
}

type Client = { member: BenchMember; partner: BenchMember; chatId: string; ws: WebSocket };

async function connectAll(server: ServerProcess, port: number, pairs: Awaited<ReturnType<typeof loadPairs>>) {
  const plan = pairs.flatMap((p) => [
    { member: p.members[0], partner: p.members[1], chatId: p.chatId },
    { member: p.members[1], partner: p.members[0], chatId: p.chatId },
  ]);
  const clients: Client[] = [];
  for (let i = 0; i < plan.length; i += 50) {
    const batch = plan.slice(i, i + 50).map(
      (c) =>
        new Promise<Client>((resolve, reject) => {
          const ws = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, {
            headers: { cookie: c.member.cookie, origin: ORIGIN },
          });
          ws.once('message', () => resolve({ ...c, ws })); // the hub's ready frame
          ws.once('error', reject);
        }),
    );
    clients.push(...(await Promise.all(batch)));
  }
  if (server.child.exitCode !== null) throw new Error('server died while clients connected');
  return clients;
}

/** The HTTP status, or the network error's code (ECONNRESET...) when no answer came. */
function post(agent: http.Agent, port: number, client: Client, body: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/connections/${client.chatId}/messages`,
        agent,
        headers: {
          cookie: client.member.cookie,
          origin: ORIGIN,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'network error'));
    req.end(body);
  });
}

async function runOn(kind: 'pglite' | 'postgres') {
  const dataDir = await mkdtemp(join(tmpdir(), 'mithaq-bench-chat-'));
  const port = await freePort();
  currentPort = port;
  const secret = randomBytes(24).toString('hex');
  const setup = await openBenchDatabase(kind, dataDir);
  const loadStarted = performance.now();
  const pairs = await loadPairs(setup.database, secret, CLIENTS / 2);
  const loadMs = performance.now() - loadStarted;
  if (kind === 'pglite') await setup.database.close();
  const env = {
    AUTH_SECRET: secret,
    PUBLIC_URL: ORIGIN,
    DATA_DIR: dataDir,
    ...(setup.url ? { DATABASE_URL: setup.url } : {}),
  };
  // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server.
  const startedAt = performance.now();
  // The built server, as `npm start` runs it (rebuilt here, so never stale). It loads the renderer of
  // visitors' public pages at start (about 30 MB): build that too when missing, so the RSS counts it.
  if (!existsSync(join(import.meta.dirname, '..', '..', 'dist', 'ssr', 'prerender.js')))
    execSync('npx vite build --ssr --logLevel warn', { stdio: 'inherit' });
  const server = await startServer(
    env,
    port,
    process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean),
    await buildServer(),
  );
  // LIFO keeps a few sockets hot instead of letting many idle into the server's keep-alive timeout.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, scheduling: 'lifo' });
  let clients: Client[] = [];
  try {
    const me = await fetch(`http://127.0.0.1:${port}/api/me`, {
      headers: { cookie: pairs[0]!.members[0].cookie },
    });
    if (me.status !== 200)
      throw new Error(`a bench session was refused (${me.status}): cookie signing changed?`);

    const connectStarted = performance.now();
    clients = await connectAll(server, port, pairs);
    const connectMs = performance.now() - connectStarted;
    await sleep(1000);
    const rssIdle = rssMb(server.pid);

    const pending = new Map<string, { t0: number; recipient: string; measured: boolean }>();
    /** [send start, delivery latency] of each measured message. */
    const timeline: [number, number][] = [];
    const acks: number[] = [];
    const errors: Record<string, number> = {};
    let resent = 0;
    for (const client of clients) {
      client.ws.on('message', (data) => {
        const frame = JSON.parse(String(data)) as { type: string; message?: { client_id: string } };
        if (frame.type !== 'message.created' || !frame.message) return;
        const sent = pending.get(frame.message.client_id);
        if (!sent || sent.recipient !== client.member.id) return;
        pending.delete(frame.message.client_id);
        if (sent.measured) timeline.push([sent.t0, performance.now() - sent.t0]);
      });
    }

    let rssMax = rssIdle;
    const sampler = setInterval(() => (rssMax = Math.max(rssMax, rssMb(server.pid))), 250);
    const send = (index: number, measured: boolean) => {
      const client = clients[index % clients.length]!;
      const clientId = randomUUID();
      const body = JSON.stringify({ content: `Assalamu alaikum, message ${index}`, client_id: clientId });
      const t0 = performance.now();
      pending.set(clientId, { t0, recipient: client.partner.id, measured });
      // A kept-alive socket the server has just closed resets the request; the app resends with the same
      // client_id (the server stores it once), so the bench does too, once, and counts it.
      const attempt = async () => {
        const status = await post(agent, port, client, body);
        if (status !== 'ECONNRESET') return status;
        resent += 1;
        return post(agent, port, client, body);
      };
      void attempt().then((status) => {
        // 200: a resend whose first attempt had been stored after all.
        if (status !== 201 && status !== 200) errors[status] = (errors[status] ?? 0) + 1;
        else if (measured) acks.push(performance.now() - t0);
      });
    };
    const drive = async (seconds: number, measured: boolean, offset: number) => {
      const started = performance.now();
      let sent = 0;
      while (sent < seconds * RATE) {
        const due = Math.min(seconds * RATE, Math.floor(((performance.now() - started) / 1000) * RATE));
        for (; sent < due; sent++) send(offset + sent, measured);
        await sleep(2);
      }
      return sent;
    };

    // PGlite's server vacuums 30 s after start (db/embedded-autovacuum.ts), synchronously on its one
    // thread: keep that first pass out of the measured window (it is reported as vacuum_pause_ms).
    let vacuumPauseMs = 0;
    if (kind === 'pglite') {
      const wait = startedAt + 32_000 - performance.now();
      if (wait > 0) vacuumPauseMs = await longestStall(wait + 3000);
    }
    await drive(WARMUP_SECONDS, false, 0);
    const cpuBefore = cpuSeconds(server.pid);
    const ownBefore = process.cpuUsage();
    const measureStarted = performance.now();
    const sent = await drive(SECONDS, true, WARMUP_SECONDS * RATE);
    const driveMs = performance.now() - measureStarted;
    for (let i = 0; i < 50 && [...pending.values()].some((p) => p.measured); i++) await sleep(100);
    const cpu = cpuSeconds(server.pid) - cpuBefore;
    const own = process.cpuUsage(ownBefore);
    clearInterval(sampler);

    if (process.env.BENCH_TIMELINE) printTimeline(timeline, measureStarted);
    const sorted = timeline.map(([, latency]) => latency).sort((a, b) => a - b);
    const ackSorted = [...acks].sort((a, b) => a - b);
    return {
      bench: 'chat',
      database: kind,
      clients: clients.length,
      target_rate: RATE,
      seconds: SECONDS,
      sent,
      delivered: timeline.length,
      missing: [...pending.values()].filter((p) => p.measured).length,
      errors: { ...errors },
      resent_after_reset: resent,
      delivered_per_s: round(timeline.length / (driveMs / 1000)),
      latency_ms: {
        p50: round(pct(sorted, 50)),
        p95: round(pct(sorted, 95)),
        p99: round(pct(sorted, 99)),
        max: round(sorted.at(-1) ?? NaN),
      },
      ack_ms: {
        p50: round(pct(ackSorted, 50)),
        p95: round(pct(ackSorted, 95)),
        p99: round(pct(ackSorted, 99)),
      },
      rss_mb: { idle_1000_sockets: round(rssIdle), max: round(rssMax), end: round(rssMb(server.pid)) },
      server_cpu_pct: round((cpu / (driveMs / 1000)) * 100),
      bench_client_cpu_pct: round(((own.user + own.system) / 1000 / driveMs) * 100),
      connect_ms: Math.round(connectMs),
      vacuum_pause_ms: Math.round(vacuumPauseMs),
      setup_ms: Math.round(loadMs),
      load_avg_1m: round(loadavg()[0]!),
    };
  } finally {
    for (const client of clients) client.ws.terminate();
    agent.destroy();
    await server.stop();
    if (kind === 'postgres') await setup.database.close();
    await setup.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const only = arg('--only');
const kinds = (['pglite', 'postgres'] as const).filter(
  (k) => (!only || only === k) && (k === 'pglite' || process.env.BENCH_DATABASE_URL),
);
const results = [];
for (const kind of kinds) results.push(await runOn(kind));
if (!process.env.BENCH_DATABASE_URL)
  console.log('(PostgreSQL skipped: set BENCH_DATABASE_URL to run it too)');
console.log(
  `\n| database | clients | msgs/s sent -> delivered | p50 | p95 | p99 | max | POST p95 | RSS idle / max | server CPU | errors by status / missing |`,
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.database} | ${r.clients} | ${r.target_rate} -> ${r.delivered_per_s} | ${r.latency_ms.p50} ms | ${r.latency_ms.p95} ms | ${r.latency_ms.p99} ms | ${r.latency_ms.max} ms | ${r.ack_ms.p95} ms | ${r.rss_mb.idle_1000_sockets} / ${r.rss_mb.max} MB | ${r.server_cpu_pct}% | ${JSON.stringify(r.errors)} / ${r.missing} |`,
  );
}
for (const r of results) console.log(JSON.stringify(r));
