import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

export type RateRule = { max: number; windowSeconds: number };
/** `count`: the hits in the current window, this one included. */
export type RateResult = { allowed: boolean; retryAfterSeconds: number; count: number };

/**
 * The end of `insert into rate_limits (key, count, window_start) values (key, 1, now())` that turns it
 * into one hit: the counter restarts when its window has passed. Returns count and window_start.
 */
export function countHit(rule: RateRule): SQL {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  return sql`on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - ${window} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - ${window} then now() else rate_limits.window_start end
    returning count, window_start`;
}

/** Seconds until the window that began at `windowStart` ends (at least 1). */
export function retryAfterSeconds(windowStart: Date, rule: RateRule): number {
  return Math.max(1, Math.ceil((windowStart.getTime() + rule.windowSeconds * 1000 - Date.now()) / 1000));
}

/** One atomic upsert per hit, kept in PostgreSQL so every instance shares the same counts. */
export async function hitRateLimit(db: Db, key: string, rule: RateRule): Promise<RateResult> {
  const result = await db.execute(
    sql`insert into rate_limits (key, count, window_start) values (${key}, 1, now()) ${countHit(rule)}`,
  );
  const row = rowsOf<{ count: number | string; window_start: string | Date }>(result)[0];
  if (!row) return { allowed: true, retryAfterSeconds: 0, count: 0 };
  return {
    count: Number(row.count),
    allowed: Number(row.count) <= rule.max,
    retryAfterSeconds: retryAfterSeconds(new Date(row.window_start), rule),
  };
}

/** Old windows are useless; called from time to time so the table stays small. */
export async function pruneRateLimits(db: Db, olderThanSeconds = 3600): Promise<void> {
  await db.execute(
    sql`delete from rate_limits where window_start < now() - make_interval(secs => ${olderThanSeconds})`,
  );
}

/** Gives back one hit (an attempt that turned out not to count, e.g. a correct password). */
export async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = count - 1 where key = ${key} and count > 0`);
}
