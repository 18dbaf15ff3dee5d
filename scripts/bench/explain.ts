import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/rows.ts';
import type { Logger } from '../../src/server/infra/logger.ts';
import { browseProfiles } from '../../src/server/features/discovery/browse-service.ts';
import { findMatches } from '../../src/server/features/discovery/matches-service.ts';
import { ZBrowseQuery, ZMatchFilters } from '../../src/shared/discovery/discovery-contract.ts';
import type { BenchDatabase } from './database.ts';
import type { Scenario } from './measure.ts';

/** A plan reduced to its nodes: which scan on which index, rows, time; not the long score expression. */
function condensed(plan: string[]): string[] {
  return plan
    .filter((line) =>
      /Scan|Sort Method|Limit|Nested Loop|Aggregate|Heap Fetches|Execution Time|Rows Removed/.test(line),
    )
    .map((line) => line.replace(/\(cost=[^)]*\)\s*/, ''));
}

/**
 * EXPLAIN (ANALYZE) of the queries behind each scenario, as the services send them, for one viewer.
 * Run by npm run bench with BENCH_EXPLAIN=1 on the largest database.
 */
export async function explainScenarios(
  bench: BenchDatabase,
  viewerId: string,
  scenarios: readonly Scenario[],
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
      const plan = (await raw(`explain (analyze, buffers, costs off) ${text}`, params)).map((r) =>
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
