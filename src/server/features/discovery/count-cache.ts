/**
 * Browse totals, shared for a few seconds. A total depends only on the filters and the gender listed, not
 * on who asks (favourites-only totals are never cached), and counting every adult of one gender is the
 * one part of a browse request that grows with the membership (an index-only scan, but of ~50,000
 * entries at 100,000 members). So every member browsing with the same filters within TTL shares one
 * count; the page itself is always read fresh. A total can lag a joining member by at most TTL.
 */
export const COUNT_TTL_MS = 10_000;
const MAX_ENTRIES = 1000;

type Entry = { value: Promise<number>; expires: number };

export function createCountCache(ttlMs = COUNT_TTL_MS) {
  const entries = new Map<string, Entry>();
  return async (key: string, count: () => Promise<number>): Promise<number> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (entries.size >= MAX_ENTRIES) {
      for (const [k, entry] of entries) if (entry.expires <= now) entries.delete(k);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    }
    // Requests arriving while the count runs wait for the same promise; a failure is not kept.
    const value = count();
    entries.set(key, { value, expires: now + ttlMs });
    value.catch(() => entries.delete(key));
    return value;
  };
}
