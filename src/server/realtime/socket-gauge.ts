import type { Deps } from '../http/app-env.ts';

/**
 * How many WebSockets the hub attached with these Deps holds open (the admin dashboard's system status).
 * The hub is attached to the HTTP server after the app is built (main.ts), so it registers its counter
 * here instead of through Deps; an app without a hub (most tests, a script) has none.
 */
const gauges = new WeakMap<Deps, () => number>();

/** Returns the function that removes the counter again (the hub's close). */
export function registerSocketGauge(deps: Deps, count: () => number): () => void {
  gauges.set(deps, count);
  return () => {
    if (gauges.get(deps) === count) gauges.delete(deps);
  };
}

/** Open sockets on this instance, or null when no hub serves these Deps. */
export const openSocketsOf = (deps: Deps): number | null => gauges.get(deps)?.() ?? null;
