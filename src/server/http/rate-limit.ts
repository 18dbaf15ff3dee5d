import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

export type RateRule = { max: number; windowSeconds: number };
export type RateResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * One atomic upsert per hit: the counter restarts when its window has passed. Kept in PostgreSQL so
 * every instance shares the same counts.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateRule): Promise<RateResult> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const result = await db.execute(sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - ${window} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - ${window} then now() else rate_limits.window_start end
    returning count, window_start`);
  const row = rowsOf<{ count: number | string; window_start: string | Date }>(result)[0];
  if (!row) return { allowed: true, retryAfterSeconds: 0 };
  const count = Number(row.count);
  const startedAt = new Date(row.window_start).getTime();
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((startedAt + rule.windowSeconds * 1000 - Date.now()) / 1000),
  );
  return { allowed: count <= rule.max, retryAfterSeconds };
}

/** Old windows are useless; called from time to time so the table stays small. */
export async function pruneRateLimits(db: Db, olderThanSeconds = 3600): Promise<void> {
  await db.execute(
    sql`delete from rate_limits where window_start < now() - make_interval(secs => ${olderThanSeconds})`,
  );
}
