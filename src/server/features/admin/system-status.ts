import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { memberPresenceInstances, realtimeInstances } from '../../db/schema/index.ts';
import { countLifecycleDue } from '../../domain/membership/lifecycle-due.ts';
import type { Deps } from '../../http/app-env.ts';
import { ApiError } from '../../http/errors.ts';
import type { MailCheck } from '../../infra/mail.ts';
import { PRESENCE_STALE_MS } from '../../realtime/presence-store.ts';
import { openSocketsOf } from '../../realtime/socket-gauge.ts';
import { JOBS_BEHIND_AFTER_MS } from '../../../shared/admin/admin-stats-contract.ts';

/**
 * The dashboard's system status, measured at each request (never a fixed 'operational'): the
 * database's round trip, whether mail can leave (infra/mail.ts check), open sockets and members
 * online, and the membership lifecycle's due work (there is no job queue: domain/membership/lifecycle-due.ts).
 */

export type DatabaseProbe = { latencyMs: number };

/** `select 1`, timed. An unreachable database cannot give the other figures either: 503. */
export async function probeDatabase(deps: Deps): Promise<DatabaseProbe> {
  const started = performance.now();
  try {
    await deps.db.execute(sql`select 1`);
  } catch (error) {
    deps.log.error({ err: error }, 'admin stats: the database did not answer');
    throw new ApiError(503, 'DATABASE_UNAVAILABLE', 'The database is not answering. Try again shortly.');
  }
  return { latencyMs: Math.round((performance.now() - started) * 100) / 100 };
}

export type RealtimeFigures = { socketsHere: number | null; membersOnline: number; instances: number };

/** Live instances and the members they hold a socket of, as presence counts them (45 s heartbeat). */
export async function realtimeFigures(deps: Deps): Promise<RealtimeFigures> {
  const live = sql`now() - (${PRESENCE_STALE_MS}::int * interval '1 millisecond')`;
  const [row] = rowsOf<{ instances: number; members: number }>(
    await deps.db.execute(sql`select
      (select count(*)::int from ${realtimeInstances} where ${realtimeInstances.heartbeatAt} > ${live}) as instances,
      (select count(distinct ${memberPresenceInstances.userId})::int from ${memberPresenceInstances}
        join ${realtimeInstances} on ${realtimeInstances.id} = ${memberPresenceInstances.instanceId}
        where ${realtimeInstances.heartbeatAt} > ${live}) as members`),
  );
  return {
    socketsHere: openSocketsOf(deps),
    membersOnline: row?.members ?? 0,
    instances: row?.instances ?? 0,
  };
}

/** The mailer's own check; a mailer without one (a test's) is reported unchecked. */
export async function mailCheck(deps: Deps): Promise<MailCheck | null> {
  return deps.mailer.check ? deps.mailer.check() : null;
}

export async function jobFigures(deps: Deps, now: Date) {
  const due = await countLifecycleDue(deps.db, now);
  const behind = due.oldestDueAt !== null && now.getTime() - due.oldestDueAt.getTime() > JOBS_BEHIND_AFTER_MS;
  return { ...due, behind };
}
