/**
 * npm run bench: discovery under load, over HTTP, against the real server.
 *
 * For PGlite (always) and PostgreSQL (when BENCH_DATABASE_URL is set; a database of our own is created
 * there and dropped at the end) it builds 10,000 then 100,000 generated members, starts src/server/main.ts
 * on them, signs bench accounts in, and runs each scenario with autocannon; then it starts the server
 * again without stored match lists and runs the matches scenarios cold. It prints a table and one
 * JSON line (BENCH_JSON ...).
 *
 * Knobs: BENCH_SIZES=10000,100000  BENCH_SECONDS=10  BENCH_CONNECTIONS=10 (a list runs each)
 *        BENCH_ONLY=pglite|postgres  BENCH_DATABASE_URL=postgres://...
 *        BENCH_EXPLAIN=1 also prints EXPLAIN ANALYZE of every scenario's queries on the largest database
 */
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import { freshPglite, freshPostgres, settle, type BenchDatabase } from './database.ts';
import { explainScenarios, sizes } from './explain.ts';
import { addFavorites, BENCH_PASSWORD, loadMembers } from './load.ts';
import { measure, type Measured, type Scenario } from './measure.ts';
import type { BenchMember } from './members.ts';
import { printTable, verdict } from './report.ts';
import { signIn, startServer } from './server.ts';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10').split(',').map(Number);
const ACCOUNTS = 24;
const SEED = 20261121;
const NOW = new Date();

export const SCENARIOS: Scenario[] = [
  { name: 'matches', path: '/api/matches' },
  { name: 'matches filtered', path: '/api/matches?age=26-30&location=Canada&compatibility=good' },
  { name: 'matches search', path: '/api/matches?search=ali' },
  { name: 'browse', path: '/api/browse' },
  {
    name: 'browse search+filters+sort',
    path: '/api/browse?search=ami&min_age=22&max_age=35&location=Canada&sort=name',
  },
  {
    name: 'browse filters page 50',
    path: '/api/browse?religion=Sunni&marital_status=single&sort=age_asc&page=50',
  },
];

/**
 * The same matches requests on a server that keeps no match lists (MATCH_LIST_TTL_SECONDS=0): what a
 * first visit, a new filter set or Refresh costs, since each scores every candidate.
 */
export const COLD_SCENARIOS: Scenario[] = SCENARIOS.filter((s) => s.path.startsWith('/api/matches')).map(
  (s) => ({ ...s, name: `${s.name} (cold)` }),
);

export type Row = Measured & { database: string; members: number; verdict: string };

const serverEnv = (bench: BenchDatabase): Record<string, string> => ({
  DATA_DIR: bench.dataDir,
  AUTH_SECRET: 'bench-secret-that-is-long-enough-for-better-auth',
  ...(bench.url ? { DATABASE_URL: bench.url } : {}),
});

/** What must be undone if the run is interrupted: the server process, the temp folder or database. */
const cleanups = new Set<() => Promise<void>>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void Promise.allSettled([...cleanups].map((cleanup) => cleanup())).finally(() => process.exit(130));
  });
}

async function runSize(
  label: string,
  kind: 'pglite' | 'postgres',
  env: Record<string, string>,
  members: number,
  accounts: readonly BenchMember[],
  scenarios: readonly Scenario[],
): Promise<Row[]> {
  const server = await startServer(env);
  cleanups.add(server.stop);
  try {
    const cookies: string[] = [];
    for (const [i, account] of accounts.entries())
      cookies.push(await signIn(server.url, account.user.email!, BENCH_PASSWORD, i));
    const rows: Row[] = [];
    for (const connections of CONNECTIONS) {
      for (const scenario of scenarios) {
        const measured = await measure(server.url, scenario, cookies, { connections, seconds: SECONDS });
        const row = { ...measured, database: label, members };
        rows.push({ ...row, verdict: verdict(kind, row) });
        console.log(
          `  ${label} ${members} ${scenario.name} c=${connections}: p95 ${measured.p95} ms, ${measured.rps} req/s`,
        );
      }
    }
    return rows;
  } finally {
    cleanups.delete(server.stop);
    await server.stop();
  }
}

async function memberCount(database: Database): Promise<number> {
  return Number(
    rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from profiles`))[0]?.n,
  );
}

async function runDatabase(kind: 'pglite' | 'postgres'): Promise<Row[]> {
  const rows: Row[] = [];
  let bench = kind === 'pglite' ? await freshPglite() : await freshPostgres(process.env.BENCH_DATABASE_URL!);
  const dispose = () => bench.dispose();
  cleanups.add(dispose);
  let accounts: BenchMember[] = [];
  try {
    let loaded = 0;
    for (const size of SIZES) {
      console.log(`${bench.label}: generating members ${loaded + 1}-${size} ...`);
      const result = await loadMembers(bench.database.db, {
        from: loaded,
        total: size,
        seed: SEED,
        now: NOW,
        signIns: ACCOUNTS - accounts.length,
      });
      accounts = [...accounts, ...result.accounts];
      const candidates = rowsOf<{ user_id: string }>(
        await bench.database.db.execute(sql`select user_id from profiles order by md5(user_id) limit 20000`),
      ).map((r) => r.user_id);
      if (result.accounts.length > 0) await addFavorites(bench.database.db, result.accounts, candidates);
      // Lists stored while the community was smaller would be reused for up to the TTL (newcomers join
      // them within it): start every size from none, as a community that grew over months would.
      await bench.database.db.execute(sql`delete from match_lists`);
      await settle(bench.database);
      loaded = size;
      console.log(
        `  ${await memberCount(bench.database)} members in ${Math.round(result.ms / 1000)} s (+ vacuum/analyze)`,
      );
      if (process.env.BENCH_EXPLAIN && size === SIZES[SIZES.length - 1]) {
        console.log(`\n# EXPLAIN ANALYZE, ${bench.label}, ${size} members\n`);
        console.log((await explainScenarios(bench, accounts[0]!.user.id!, SCENARIOS)).join('\n'));
        console.log(await sizes(bench));
      }
      // PGlite allows one process per data folder: the server opens it once we have closed it.
      if (kind === 'pglite') await bench.database.close();
      rows.push(...(await runSize(bench.label, kind, serverEnv(bench), size, accounts, SCENARIOS)));
      const coldEnv = { ...serverEnv(bench), MATCH_LIST_TTL_SECONDS: '0' };
      rows.push(...(await runSize(bench.label, kind, coldEnv, size, accounts, COLD_SCENARIOS)));
      if (kind === 'pglite') bench = await bench.reopen();
    }
  } finally {
    cleanups.delete(dispose);
    await bench.dispose();
  }
  return rows;
}

async function main() {
  const started = new Date();
  const machine = {
    cpus: cpus().length,
    model: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    loadAtStart: loadavg().map((l) => Math.round(l * 100) / 100),
  };
  console.log(
    `Machine: ${machine.cpus} × ${machine.model}, Node ${machine.node}, load ${machine.loadAtStart.join(' ')}`,
  );
  const kinds: ('pglite' | 'postgres')[] = [];
  if (process.env.BENCH_ONLY !== 'postgres') kinds.push('pglite');
  if (process.env.BENCH_DATABASE_URL && process.env.BENCH_ONLY !== 'pglite') kinds.push('postgres');
  const rows: Row[] = [];
  for (const kind of kinds) rows.push(...(await runDatabase(kind)));
  printTable(rows);
  const loadAtEnd = loadavg().map((l) => Math.round(l * 100) / 100);
  console.log(
    `BENCH_JSON ${JSON.stringify({ started: started.toISOString(), machine: { ...machine, loadAtEnd }, seconds: SECONDS, results: rows })}`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
