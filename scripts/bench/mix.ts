import { createHash } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import type { BenchDatabase } from './database.ts';
import { explainScenarios } from './explain.ts';
import { percentile, round, type Measured } from './measure.ts';
import type { MemberFacts, MixRequest } from './query-mix.ts';

export type MixScenario = { name: string; requests: readonly MixRequest[] };
export type ShapeStat = {
  shape: string;
  requests: number;
  p50: number;
  p95: number;
  max: number;
  /** The shape's slowest request, and which bench account sent it (for EXPLAIN). */
  example: string;
  account: number;
};
/** `mix`: a hash of the requests in order, equal in two runs that sent the same mix. */
export type MixMeasured = Measured & { distinct: number; mix: string; slowest: ShapeStat[] };

/** Below this many requests a shape's p95 is one request's time: listed after the shapes measured enough. */
const MIN_SHAPE_REQUESTS = 3;
const SLOWEST = 10;

/** The members as stored, for the sampler: names, where they live, community, education, status, age. */
export async function readMemberFacts(db: Db, now: Date): Promise<MemberFacts[]> {
  const rows = rowsOf<{
    full_name: string | null;
    current_country: string | null;
    religion_community: string | null;
    educational_qualification: string | null;
    marital_status: string | null;
    age: number | null;
  }>(
    await db.execute(sql`
      select full_name, current_country, religion_community, educational_qualification, marital_status,
        extract(year from age(${now.toISOString().slice(0, 10)}::date, date_of_birth))::int as age
      from profiles`),
  );
  // Ids are random: an order of the values themselves (the same on both databases) keeps the draws seeded.
  const key = (r: (typeof rows)[number]) => JSON.stringify(Object.values(r));
  const sorted = rows.map((r) => [key(r), r] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return sorted.map(([, r]) => ({
    fullName: r.full_name,
    country: r.current_country,
    religion: r.religion_community,
    education: r.educational_qualification,
    maritalStatus: r.marital_status,
    age: r.age,
  }));
}

/**
 * Sends every request of the mix once, `connections` at a time, each signed in as its own account, and
 * keeps each response time with the request it answered: percentiles over the mix and per shape.
 */
export async function measureMix(
  url: string,
  mix: MixScenario,
  cookies: readonly string[],
  connections: number,
): Promise<MixMeasured> {
  const first = mix.requests[0]!;
  const check = await fetch(`${url}${first.path}`, { headers: { cookie: cookies[first.account]! } });
  if (!check.ok) throw new Error(`${first.path}: ${check.status} ${await check.text()}`);
  await check.arrayBuffer();

  let next = 0;
  // autocannon calls the request's onResponse and then emits 'response' for the same answer, in one go.
  let answered = { index: -1, status: 0, bytes: 0 };
  const times: { index: number; ms: number; ok: boolean }[] = [];
  let bytes = 0;
  const started = performance.now();
  const instance = autocannon({
    url,
    connections,
    amount: mix.requests.length,
    requests: [
      {
        method: 'GET',
        setupRequest: (request, context) => {
          const index = next++ % mix.requests.length;
          const { path, account } = mix.requests[index]!;
          context.index = index;
          return { ...request, path, headers: { ...request.headers, cookie: cookies[account]! } };
        },
        onResponse: (status, body, context) => {
          answered = { index: Number(context.index), status, bytes: body.length };
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    times.push({ index: answered.index, ms, ok: answered.status < 300 });
    bytes += answered.bytes;
  });
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  const all = times.map((t) => t.ms).sort((a, b) => a - b);
  return {
    scenario: mix.name,
    path: `(mix of ${mix.requests.length})`,
    connections,
    seconds: round(seconds),
    requests: times.length,
    rps: round(times.length / seconds),
    p50: round(percentile(all, 50)),
    p95: round(percentile(all, 95)),
    p99: round(percentile(all, 99)),
    failures: result.non2xx + result.errors + result.timeouts,
    bytes: Math.round(bytes / Math.max(times.length, 1)),
    distinct: new Set(mix.requests.map((r) => r.path)).size,
    mix: createHash('sha256')
      .update(mix.requests.map((r) => `${r.account} ${r.path}`).join('\n'))
      .digest('hex')
      .slice(0, 12),
    slowest: slowestShapes(mix.requests, times),
  };
}

function slowestShapes(
  requests: readonly MixRequest[],
  times: readonly { index: number; ms: number }[],
): ShapeStat[] {
  const byShape = new Map<string, { index: number; ms: number }[]>();
  for (const time of times) {
    const shape = requests[time.index]?.shape;
    if (shape === undefined) continue;
    byShape.set(shape, [...(byShape.get(shape) ?? []), time]);
  }
  const stats = [...byShape].map(([shape, list]): ShapeStat => {
    const sorted = [...list].sort((a, b) => a.ms - b.ms);
    const slowest = requests[sorted.at(-1)!.index]!;
    const ms = sorted.map((t) => t.ms);
    return {
      shape,
      requests: list.length,
      p50: round(percentile(ms, 50)),
      p95: round(percentile(ms, 95)),
      max: round(ms.at(-1)!),
      example: slowest.path,
      account: slowest.account,
    };
  });
  const enough = (s: ShapeStat) => (s.requests >= MIN_SHAPE_REQUESTS ? 0 : 1);
  return stats.sort((a, b) => enough(a) - enough(b) || b.p95 - a.p95).slice(0, SLOWEST);
}

export function printSlowest(label: string, members: number, measured: readonly MixMeasured[]): void {
  for (const m of measured) {
    console.log(
      `\n${label} ${members} ${m.scenario} c=${m.connections}: ${m.requests} requests, ${m.distinct} distinct; slowest shapes by p95 (ms)`,
    );
    for (const s of m.slowest)
      console.log(
        `  ${s.shape.padEnd(48)} n=${String(s.requests).padStart(3)} p50 ${String(s.p50).padStart(7)} p95 ${String(s.p95).padStart(7)} max ${String(s.max).padStart(7)}  ${s.example}`,
      );
  }
}

/**
 * EXPLAIN ANALYZE of each slow shape's example, for the account that sent it (plans depend on the
 * viewer), with the generic plans the server runs.
 */
export async function explainSlowest(
  bench: BenchDatabase,
  accountIds: readonly string[],
  measured: MixMeasured,
): Promise<string[]> {
  const lines = [`# EXPLAIN ANALYZE, ${measured.scenario} c=${measured.connections}: slowest shapes\n`];
  for (const s of measured.slowest) {
    const scenario = { name: `${s.shape} (p95 ${s.p95} ms)`, path: s.example };
    lines.push(...(await explainScenarios(bench, accountIds[s.account]!, [scenario], { generic: true })));
  }
  return lines;
}
