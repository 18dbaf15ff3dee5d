/**
 * npm run bench: discovery under load, over HTTP, against the real server.
 *
 * For PGlite (always) and PostgreSQL (when BENCH_DATABASE_URL is set; a database of our own is created
 * there and dropped at the end) it builds 10,000 then 100,000 generated members, starts src/server/main.ts
 * on them, signs bench accounts in, and runs each scenario with autocannon; then it starts the server
 * again without stored match lists and runs the matches scenarios cold. It prints a table and one
 * JSON line (BENCH_JSON ...).
 *
 * Besides the fixed scenarios it sends two mixes (query-mix.ts): browse and matches requests drawn the
 * way members search from the generated members, seeded, each sent once in all; it reports their
 * percentiles and their slowest shapes.
 *
 * Knobs: BENCH_SIZES=10000,100000  BENCH_SECONDS=10  BENCH_CONNECTIONS=10 (a list runs each)
 *        BENCH_ONLY=pglite|postgres  BENCH_DATABASE_URL=postgres://...
 *        BENCH_SCENARIOS=fixed,mix (either or both)  BENCH_MIX_BROWSE=1500  BENCH_MIX_MATCHES=500
 *        BENCH_VIEWS=1000000  BENCH_VIEWS_PER_ACCOUNT=20000 (profile visits behind the analytics
 *        scenarios, added at the largest size only; BENCH_VIEWS=0 leaves analytics out)
 *        BENCH_WARM_UP=1500 (requests of a mix drawn with another seed, sent before the measured ones on
 *        every server started; 0 measures a server from its first request)
 *        BENCH_EXPLAIN=1 also prints EXPLAIN ANALYZE of every scenario's queries, and of the mixes'
 *        slowest shapes, on the largest database
 */
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/rows.ts';
import { freshPglite, freshPostgres, memberCount, settle, type BenchDatabase } from './database.ts';
import { explainScenarios, sizes } from './explain.ts';
import { addFavorites, BENCH_PASSWORD, loadMembers } from './load.ts';
import { measure, type Measured, type Scenario } from './measure.ts';
import type { BenchMember } from './members.ts';
import { explainSlowest, measureMix, printSlowest, type MixMeasured, type MixScenario } from './mix.ts';
import { sampleMixes, warmUpServer } from './mix-draw.ts';
import { addProfileViews } from './views.ts';
import { ADMIN_SCENARIOS, measureExport, prepareAdmin } from './admin.ts';
import { printTable, verdict } from './report.ts';
import { signIn, startServer } from './server.ts';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10').split(',').map(Number);
const SCENARIO_SETS = (process.env.BENCH_SCENARIOS ?? 'fixed,mix').split(',');
const MIX_BROWSE = Number(process.env.BENCH_MIX_BROWSE ?? 1500);
const MIX_MATCHES = Number(process.env.BENCH_MIX_MATCHES ?? 500);
const VIEWS = Number(process.env.BENCH_VIEWS ?? 1_000_000);
const VIEWS_PER_ACCOUNT = Number(process.env.BENCH_VIEWS_PER_ACCOUNT ?? 20_000);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 1500);
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
 * Issue 20: each bench account's own analytics, at the largest size, where every account has
 * VIEWS_PER_ACCOUNT visits among VIEWS (views.ts). The target is for one connection.
 */
export const ANALYTICS_SCENARIOS: Scenario[] = [
  { name: 'analytics 7 days', path: '/api/analytics?period=7d&tz=Asia%2FKarachi' },
  { name: 'analytics 30 days', path: '/api/analytics?period=30d&tz=Asia%2FKarachi' },
  { name: 'analytics all time', path: '/api/analytics?period=all&tz=Asia%2FKarachi' },
  // A zone with daylight saving: the months it changes in are read visit by visit for the hours.
  { name: 'analytics all time (London)', path: '/api/analytics?period=all&tz=Europe%2FLondon' },
  { name: 'analytics viewers 30 days', path: '/api/analytics/viewers?period=30d' },
  { name: 'analytics viewers search', path: '/api/analytics/viewers?period=all&search=an' },
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
  mixes: readonly MixScenario[],
  warmUp: readonly MixScenario[],
  after?: (server: { url: string; pid: number }, cookies: string[]) => Promise<void>,
): Promise<{ rows: Row[]; mixed: MixMeasured[] }> {
  const server = await startServer(env);
  cleanups.add(server.stop);
  try {
    const cookies: string[] = [];
    for (const [i, account] of accounts.entries())
      cookies.push(await signIn(server.url, account.user.email!, BENCH_PASSWORD, i));
    await warmUpServer(server.url, warmUp, cookies, Math.max(...CONNECTIONS));
    const rows: Row[] = [];
    const mixed: MixMeasured[] = [];
    for (const connections of CONNECTIONS) {
      for (const scenario of SCENARIO_SETS.includes('fixed') ? scenarios : []) {
        const measured = await measure(server.url, scenario, cookies, { connections, seconds: SECONDS });
        const row = { ...measured, database: label, members };
        rows.push({ ...row, verdict: verdict(kind, row) });
        console.log(
          `  ${label} ${members} ${scenario.name} c=${connections}: p95 ${measured.p95} ms, ${measured.rps} req/s`,
        );
      }
      for (const mix of mixes) {
        const measured = await measureMix(server.url, mix, cookies, connections);
        const row = { ...measured, database: label, members };
        rows.push({ ...row, verdict: verdict(kind, row) });
        mixed.push(measured);
        console.log(
          `  ${label} ${members} ${mix.name} c=${connections}: p50 ${measured.p50} p95 ${measured.p95} p99 ${measured.p99} ms, ${measured.rps} req/s, ${measured.distinct} distinct (mix ${measured.mix})`,
        );
      }
    }
    printSlowest(label, members, mixed);
    await after?.(server, cookies);
    return { rows, mixed };
  } finally {
    cleanups.delete(server.stop);
    await server.stop();
  }
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
      const { mixes, warmUp } = SCENARIO_SETS.includes('mix')
        ? await sampleMixes(bench.database.db, {
            accounts: accounts.length,
            seed: SEED,
            now: NOW,
            browse: MIX_BROWSE,
            matches: MIX_MATCHES,
            warmUp: WARM_UP,
          })
        : { mixes: [], warmUp: [] };
      const largest = size === SIZES[SIZES.length - 1];
      const analytics = largest && VIEWS > 0 && SCENARIO_SETS.includes('fixed');
      if (analytics) {
        const ids = accounts.map((a) => a.user.id!);
        const ms = await addProfileViews(bench.database.db, ids, {
          total: VIEWS,
          perAccount: VIEWS_PER_ACCOUNT,
          now: NOW,
        });
        await settle(bench.database);
        console.log(
          `  ${VIEWS} profile visits (${VIEWS_PER_ACCOUNT} per account) in ${Math.round(ms / 1000)} s`,
        );
        const held = await prepareAdmin(bench.database.db, ids, { share: 0.3, now: NOW });
        await settle(bench.database);
        console.log(`  bench accounts made admins; ${held} members given a membership history`);
      }
      if (process.env.BENCH_EXPLAIN && largest && SCENARIO_SETS.includes('fixed')) {
        console.log(`\n# EXPLAIN ANALYZE, ${bench.label}, ${size} members\n`);
        console.log((await explainScenarios(bench, accounts[0]!.user.id!, SCENARIOS)).join('\n'));
        console.log(await sizes(bench));
      }
      // PGlite allows one process per data folder: the server opens it once we have closed it.
      if (kind === 'pglite') await bench.database.close();
      const scenarios = analytics ? [...SCENARIOS, ...ANALYTICS_SCENARIOS, ...ADMIN_SCENARIOS] : SCENARIOS;
      const exportMembers = async (server: { url: string; pid: number }, cookies: string[]) => {
        const measured = await measureExport(server.url, cookies[0]!, server.pid);
        console.log(`  ${bench.label} ${size} members.csv: ${JSON.stringify(measured)}`);
      };
      const warm = await runSize(
        bench.label,
        kind,
        serverEnv(bench),
        size,
        accounts,
        scenarios,
        mixes,
        // Browse only: a matches warm-up would store lists (e.g. "no filters") the measured mix reuses.
        warmUp.filter((m) => m.name.startsWith('browse')),
        analytics ? exportMembers : undefined,
      );
      const coldEnv = { ...serverEnv(bench), MATCH_LIST_TTL_SECONDS: '0' };
      const coldMixes = mixes
        .filter((m) => m.name.startsWith('matches'))
        .map((m) => ({ ...m, name: `${m.name} (cold)` }));
      // This server keeps no lists: the matches warm-up leaves nothing behind.
      const coldWarmUp = warmUp.filter((m) => m.name.startsWith('matches'));
      const cold = await runSize(
        bench.label,
        kind,
        coldEnv,
        size,
        accounts,
        COLD_SCENARIOS,
        coldMixes,
        coldWarmUp,
      );
      rows.push(...warm.rows, ...cold.rows);
      if (kind === 'pglite') bench = await bench.reopen();
      if (process.env.BENCH_EXPLAIN && largest) {
        // The fewest connections show what a statement costs, not how long it queued. EXPLAIN of a
        // matches request is always the scoring of a first visit, so the cold mix stands for both.
        const fewest = Math.min(...CONNECTIONS);
        const ids = accounts.map((a) => a.user.id!);
        for (const m of [...warm.mixed, ...cold.mixed])
          if (m.connections === fewest && m.scenario !== 'matches mix')
            console.log((await explainSlowest(bench, ids, m)).join('\n'));
      }
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
