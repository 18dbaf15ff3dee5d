import { createHash } from 'node:crypto';

/**
 * Signed-in sessions, remembered for a few seconds per instance. Resolving a session costs two queries
 * (session, then user) on every API request, which at 100,000 members is most of what a browse request
 * does (docs/benchmarks.md). A member's page makes several requests within seconds, so each instance
 * keeps the answer for SESSION_CACHE_TTL_MS, keyed by a hash of the session cookie.
 *
 * What may lag, and for how long: nothing on this instance, because every request that can end or
 * change sessions (any POST to /api/auth/* but sign-in and sign-up: sign-out, password change or reset,
 * revocation, account changes) clears the whole cache here and, through the event bus, on every other
 * instance (http/auth-handler.ts), and an instance whose bus lost events from the others (its LISTEN
 * connection dropped) clears its own (runtime.ts). A session that simply expires is never served past
 * its expiry. Only a change made outside the running servers (a script editing the sessions table) can
 * take up to the TTL to be seen. A minute, because a member in a conversation sends every few seconds
 * and each miss costs better-auth's two queries. Roles are not cached: the middleware reads them on
 * every request, so a demotion counts at once.
 */
export const SESSION_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

export type CachedSession = {
  userId: string;
  email: string;
  name: string;
  /** users.account_kind, read with the user (better-auth's additionalFields): no query of its own. */
  accountKind: 'member' | 'guardian';
  expiresAt: number;
};
type Entry = { session: CachedSession; until: number };

export type SessionCache = {
  /** The cached session for this cookie value, or load()'s answer (remembered only when it is one). */
  resolve: (cookieValue: string, load: () => Promise<CachedSession | null>) => Promise<CachedSession | null>;
  clear: () => void;
  size: () => number;
};

export function createSessionCache(ttlMs = SESSION_CACHE_TTL_MS, now: () => number = Date.now): SessionCache {
  const entries = new Map<string, Entry>();
  // Bumped by clear(): a lookup that started before a clear must not store what it read.
  let generation = 0;
  const keyOf = (cookieValue: string) => createHash('sha256').update(cookieValue).digest('base64url');

  return {
    async resolve(cookieValue, load) {
      const key = keyOf(cookieValue);
      const hit = entries.get(key);
      const at = now();
      if (hit && hit.until > at && hit.session.expiresAt > at) return hit.session;
      if (hit) entries.delete(key);
      const started = generation;
      const session = await load();
      if (session && started === generation) {
        if (entries.size >= MAX_ENTRIES) {
          for (const [k, entry] of entries) if (entry.until <= at) entries.delete(k);
          if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        }
        entries.set(key, { session, until: Math.min(now() + ttlMs, session.expiresAt) });
      }
      return session;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    size: () => entries.size,
  };
}
