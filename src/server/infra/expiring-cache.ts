/**
 * Values remembered per key until a time each carries (at most `ttlMs` from when it was read), for
 * answers that are asked far more often than they change. clear() is how a change is announced: a
 * load that started before it never stores what it read. ttlMs 0 remembers nothing.
 */
export type ExpiringCache<V> = {
  /** The value for `key` while it is fresh at `nowMs`, else load()'s, remembered until its `until`. */
  resolve: (key: string, nowMs: number, load: () => Promise<{ value: V; until: number }>) => Promise<V>;
  clear: () => void;
  size: () => number;
};

const MAX_ENTRIES = 10_000;

export function createExpiringCache<V>(ttlMs: number): ExpiringCache<V> {
  const entries = new Map<string, { value: V; until: number }>();
  let generation = 0;
  return {
    async resolve(key, nowMs, load) {
      const hit = entries.get(key);
      if (hit && hit.until > nowMs) return hit.value;
      const started = generation;
      const { value, until } = await load();
      if (ttlMs > 0 && started === generation) {
        if (entries.size >= MAX_ENTRIES) {
          for (const [k, entry] of entries) if (entry.until <= nowMs) entries.delete(k);
          if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        }
        entries.set(key, { value, until: Math.min(nowMs + ttlMs, until) });
      }
      return value;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    size: () => entries.size,
  };
}
