import { and, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { textArray } from '../db/text-array.ts';
import type { Logger } from '../infra/logger.ts';

/** What the sweep needs of an open socket: the session it was opened with, and a way to end it. */
export type SessionBound = { sessionId: string; end: () => void };

export type SessionSweep = {
  /** Checks every open socket's session now (coalesced: one check at a time, one more if asked meanwhile). */
  request: () => void;
  stop: () => void;
};

/**
 * Closes the sockets whose session has ended. The hub asks for a sweep whenever the bus says sessions
 * changed (a sign-out, a password change or reset, on any instance), so such sockets close at once; the
 * sweep also runs every `everyMs` for what no event announces (a session that expired, a script's delete).
 */
export function createSessionSweep(
  db: Db,
  log: Logger,
  sockets: () => Iterable<SessionBound>,
  everyMs: number,
): SessionSweep {
  let checking: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function sweep() {
    const open = [...sockets()];
    const ids = [...new Set(open.map((socket) => socket.sessionId))];
    if (ids.length === 0) return;
    const live = new Set<string>();
    for (let i = 0; i < ids.length; i += 1000) {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            sql`${sessions.id} = any(${textArray(ids.slice(i, i + 1000))})`,
            gt(sessions.expiresAt, new Date()),
          ),
        );
      for (const row of rows) live.add(row.id);
    }
    // Sockets opened during the query are checked by the next sweep, not closed for being unknown here.
    for (const socket of open) if (!live.has(socket.sessionId)) socket.end();
  }

  function request() {
    if (stopped) return;
    if (checking) {
      again = true;
      return;
    }
    checking = sweep()
      .catch((error: unknown) => log.warn({ err: error }, 'realtime: session check failed'))
      .finally(() => {
        checking = null;
        if (again) {
          again = false;
          request();
        }
      });
  }

  const timer = setInterval(request, everyMs);
  timer.unref();
  return {
    request,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
