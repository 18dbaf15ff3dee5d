import { sql } from 'drizzle-orm';
import type { Logger } from '../infra/logger.ts';
import type { Db } from './client.ts';
import { rowsOf } from './rows.ts';

type TableStats = {
  relname: string;
  n_live_tup: number;
  n_dead_tup: number;
  n_mod_since_analyze: number;
  n_ins_since_vacuum: number;
};

/**
 * PGlite runs PostgreSQL as a standalone backend: there is no autovacuum worker, so without this the
 * embedded database would never get planner statistics (every plan guessed) nor a visibility map (no
 * index-only scans). This does the worker's job with its default thresholds, from time to time, for the
 * tables that changed enough. PostgreSQL servers have their own autovacuum and never run it.
 */
export async function vacuumWhereNeeded(db: Db): Promise<string[]> {
  const stats = rowsOf<TableStats>(
    await db.execute(sql`
      select relname, n_live_tup::int, n_dead_tup::int, n_mod_since_analyze::int, n_ins_since_vacuum::int
      from pg_stat_user_tables where schemaname = 'public'`),
  );
  const done: string[] = [];
  for (const t of stats) {
    const rows = Number(t.n_live_tup);
    const needsAnalyze = Number(t.n_mod_since_analyze) > 50 + 0.1 * rows;
    const needsVacuum =
      Number(t.n_dead_tup) > 50 + 0.2 * rows || Number(t.n_ins_since_vacuum) > 1000 + 0.2 * rows;
    if (!needsAnalyze && !needsVacuum) continue;
    await db.execute(sql`vacuum (analyze) ${sql.identifier(t.relname)}`);
    done.push(t.relname);
  }
  return done;
}

export function startEmbeddedAutovacuum(db: Db, log: Logger, everyMs = 5 * 60_000): () => void {
  const run = () => {
    const started = Date.now();
    vacuumWhereNeeded(db).then(
      (tables) => {
        if (tables.length) log.info({ tables, ms: Date.now() - started }, 'embedded autovacuum');
      },
      (error: unknown) => log.warn({ err: error }, 'embedded autovacuum failed'),
    );
  };
  const first = setTimeout(run, 30_000);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
