/**
 * Figures shared for a while by every member who asks the same question: browse's distributions of the
 * members listed (browse-statistics.ts) and how many names a search matches. They depend only on the
 * question, not on who asks, and each costs a read that grows with the membership; answers built from
 * them are always read fresh. A figure can lag a joining member by at most its TTL.
 */
export const COUNT_TTL_MS = 10_000;
const MAX_ENTRIES = 1000;

type Entry<T> = { value: Promise<T>; expires: number };

export function createCountCache<T = number>(ttlMs = COUNT_TTL_MS) {
  const entries = new Map<string, Entry<T>>();
  return async (key: string, count: () => Promise<T>): Promise<T> => {
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
