import type { Db } from '../../db/client.ts';
import { createExpiringCache, type ExpiringCache } from '../../infra/expiring-cache.ts';

/** How long an admin list's total is kept: a page may say a total a few seconds old. */
export const LIST_TOTAL_TTL_MS = 10_000;

/**
 * The totals behind an admin list's "N users" and "Page x of y", counted once per filter set every
 * LIST_TOTAL_TTL_MS: paging through one search asks for the same total again and again. One cache per
 * database (tests run several).
 */
export function listTotals() {
  const byDatabase = new WeakMap<Db, ExpiringCache<number>>();
  const cacheOf = (db: Db) => {
    let cache = byDatabase.get(db);
    if (!cache) byDatabase.set(db, (cache = createExpiringCache<number>(LIST_TOTAL_TTL_MS)));
    return cache;
  };
  return {
    count: (db: Db, key: string, now: Date, load: () => Promise<number>) =>
      cacheOf(db).resolve(key, now.getTime(), async () => ({
        value: await load(),
        until: now.getTime() + LIST_TOTAL_TTL_MS,
      })),
    forget: (db: Db) => cacheOf(db).clear(),
  };
}
