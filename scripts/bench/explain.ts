import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/rows.ts';
import type { Logger } from '../../src/server/infra/logger.ts';
import { browseProfiles } from '../../src/server/features/discovery/browse-service.ts';
import { findMatches } from '../../src/server/features/discovery/matches-service.ts';
import { ZBrowseQuery, ZMatchFilters } from '../../src/shared/discovery/discovery-contract.ts';
import type { BenchDatabase, RawQuery } from './database.ts';
import type { Scenario } from './measure.ts';

/** A plan reduced to its nodes: which scan on which index, rows, time; not the long score expression. */
function condensed(plan: string[]): string[] {
  return plan
    .filter((line) =>
      /Scan|Sort Method|Limit|Nested Loop|Aggregate|Heap Fetches|Execution Time|Rows Removed|generic plan/.test(
        line,
      ),
    )
    .map((line) => line.replace(/\(cost=[^)]*\)\s*/, ''));
}

/**
 * The server runs every statement with the plan made once for any values (plan_cache_mode =
 * force_generic_plan, db/pg-statements.ts and db/pglite-statements.ts), while EXPLAIN of a statement
 * with its values plans for those values: prepared and executed, EXPLAIN shows the server's plan.
 * A statement PREPARE cannot type falls back to the plan for its values, marked as such.
 */
const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A parameter as SQL text for EXECUTE (which takes no bound parameters); PostgreSQL casts it to the type PREPARE inferred. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  if (value instanceof Date) return quoted(value.toISOString());
  if (Array.isArray(value))
    return quoted(`{${value.map((v) => `"${String(v).replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`);
  if (typeof value === 'object') return quoted(JSON.stringify(value));
  return quoted(String(value as string));
}

async function genericPlan(raw: RawQuery, text: string, params: unknown[]): Promise<string[]> {
  const lines = (rows: Record<string, unknown>[]) => rows.map((r) => String(r['QUERY PLAN']));
  try {
    await raw('set plan_cache_mode = force_generic_plan', []);
    await raw(`prepare bench_explain as ${text}`, []);
    const args = params.length ? `(${params.map(literal).join(', ')})` : '';
    return lines(await raw(`explain (analyze, buffers, costs off) execute bench_explain${args}`, []));
  } catch {
    const custom = lines(await raw(`explain (analyze, buffers, costs off) ${text}`, params));
    return ['(plan for these values, not the generic plan)', ...custom];
  } finally {
    await raw('deallocate all', []).catch(() => undefined);
    await raw('reset plan_cache_mode', []).catch(() => undefined);
  }
}

/**
 * EXPLAIN (ANALYZE) of the queries behind each scenario, as the services send them, for one viewer.
 * Run by npm run bench with BENCH_EXPLAIN=1 on the largest database.
 */
export async function explainScenarios(
  bench: BenchDatabase,
  viewerId: string,
  scenarios: readonly Scenario[],
  options: { generic?: boolean } = {},
) {
  const captured: { query: string; params: unknown[] }[] = [];
  const { db, raw } = bench.inspect({ logQuery: (query, params) => captured.push({ query, params }) });
  const log = { error: () => undefined } as unknown as Logger;
  const lines: string[] = [];
  for (const scenario of scenarios) {
    const query = Object.fromEntries(new URL(scenario.path, 'http://x').searchParams);
    captured.length = 0;
    if (scenario.path.startsWith('/api/matches'))
      await findMatches(db, log, viewerId, ZMatchFilters.parse(query), { listTtlSeconds: 0 });
    else await browseProfiles(db, viewerId, ZBrowseQuery.parse(query));
    lines.push(`## ${scenario.name}: ${scenario.path}`);
    // The first query of each is the viewer's own profile (a primary-key lookup).
    for (const { query: text, params } of captured.slice(1)) {
      const plan = options.generic
        ? await genericPlan(raw, text, params)
        : (await raw(`explain (analyze, buffers, costs off) ${text}`, params)).map((r) =>
            String(r['QUERY PLAN']),
          );
      lines.push(...condensed(plan.flatMap((p) => p.split('\n'))), '');
    }
  }
  await db.execute(sql`select 1`);
  return lines;
}

export const sizes = async (bench: BenchDatabase) =>
  rowsOf<{ name: string; size: string }>(
    await bench.database.db.execute(sql`
      select c.relname as name, pg_size_pretty(pg_relation_size(c.oid)) as size
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and (c.relname = 'profiles' or c.relname like 'profiles_%idx')
      order by pg_relation_size(c.oid) desc`),
  );
