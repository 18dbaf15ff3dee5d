import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { pairNotBlocked } from '../db/block-pairs.ts';
import {
  connections,
  memberPresence,
  memberPresenceInstances,
  realtimeInstances,
} from '../db/schema/index.ts';

/** An instance refreshes its heartbeat this often; one silent for PRESENCE_STALE_MS no longer counts. */
export const PRESENCE_HEARTBEAT_MS = 15_000;
export const PRESENCE_STALE_MS = 45_000;

export type PresenceState = { user_id: string; online: boolean; last_seen_at: string | null };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

const liveAfter = (staleMs: number) => sql`now() - (${staleMs}::int * interval '1 millisecond')`;

export async function addInstance(db: Db, instanceId: string): Promise<void> {
  await db
    .insert(realtimeInstances)
    .values({ id: instanceId })
    .onConflictDoUpdate({ target: realtimeInstances.id, set: { heartbeatAt: sql`now()` } });
}

/** False when another instance declared this one dead (it paused longer than the stale window). */
export async function beat(db: Db, instanceId: string): Promise<boolean> {
  const rows = await db
    .update(realtimeInstances)
    .set({ heartbeatAt: sql`now()` })
    .where(eq(realtimeInstances.id, instanceId))
    .returning({ id: realtimeInstances.id });
  return rows.length > 0;
}

/** Takes the member's row lock: one member's online/offline decisions happen one at a time, on every instance. */
async function lockMember(tx: Tx, userId: string): Promise<void> {
  await tx.insert(memberPresence).values({ userId }).onConflictDoNothing();
  await tx
    .select({ id: memberPresence.userId })
    .from(memberPresence)
    .where(eq(memberPresence.userId, userId))
    .for('update');
}

async function onlineAnywhere(tx: Runner, userId: string, staleMs: number): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(memberPresenceInstances)
    .innerJoin(realtimeInstances, eq(realtimeInstances.id, memberPresenceInstances.instanceId))
    .where(
      and(
        eq(memberPresenceInstances.userId, userId),
        sql`${realtimeInstances.heartbeatAt} > ${liveAfter(staleMs)}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Records that this instance holds a socket of the member; true when that made them come online. */
export async function register(db: Db, instanceId: string, userId: string, staleMs: number) {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const wasOnline = await onlineAnywhere(tx, userId, staleMs);
    await tx.insert(memberPresenceInstances).values({ userId, instanceId }).onConflictDoNothing();
    return !wasOnline;
  });
}

/** The member's last socket here closed; their last_seen_at when that made them go offline, else null. */
export async function unregister(
  db: Db,
  instanceId: string,
  userId: string,
  leftAt: Date | null,
  staleMs: number,
) {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    await tx
      .delete(memberPresenceInstances)
      .where(
        and(eq(memberPresenceInstances.userId, userId), eq(memberPresenceInstances.instanceId, instanceId)),
      );
    return settleLocked(tx, userId, leftAt, staleMs);
  });
}

async function settleLocked(tx: Tx, userId: string, seenAt: Date | null, staleMs: number) {
  if (await onlineAnywhere(tx, userId, staleMs)) return null;
  const at = seenAt ? sql`${seenAt.toISOString()}::timestamptz` : sql`now()`;
  const [row] = await tx
    .update(memberPresence)
    .set({ lastSeenAt: sql`greatest(${memberPresence.lastSeenAt}, ${at})`, updatedAt: sql`now()` })
    .where(eq(memberPresence.userId, userId))
    .returning({ lastSeenAt: memberPresence.lastSeenAt });
  return row?.lastSeenAt ?? null;
}

/** After a retired instance's rows are gone: the member's last_seen_at if they are now offline everywhere. */
export async function settleOffline(db: Db, userId: string, seenAt: Date | null, staleMs: number) {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    return settleLocked(tx, userId, seenAt, staleMs);
  });
}

export type Retired = { userId: string; seenAt: Date };

/**
 * Deletes instances (their own row first, so a paused instance that wakes up learns it was retired)
 * and then their members' rows; answers whom that touched, with the retired instance's last heartbeat.
 */
export async function retireInstances(
  db: Db,
  which: { only: string } | { except: string; silentForMs: number },
): Promise<Retired[]> {
  const where =
    'only' in which
      ? eq(realtimeInstances.id, which.only)
      : and(
          ne(realtimeInstances.id, which.except),
          sql`${realtimeInstances.heartbeatAt} <= ${liveAfter(which.silentForMs)}`,
        );
  return db.transaction(async (tx) => {
    const dead = await tx
      .delete(realtimeInstances)
      .where(where)
      .returning({ id: realtimeInstances.id, heartbeatAt: realtimeInstances.heartbeatAt });
    if (dead.length === 0) return [];
    const beats = new Map(dead.map((d) => [d.id, d.heartbeatAt]));
    const rows = await tx
      .delete(memberPresenceInstances)
      .where(inArray(memberPresenceInstances.instanceId, [...beats.keys()]))
      .returning({ userId: memberPresenceInstances.userId, instanceId: memberPresenceInstances.instanceId });
    return rows.map((r) => ({ userId: r.userId, seenAt: beats.get(r.instanceId)! }));
  });
}

/**
 * The other member of each of the member's accepted connections that no block hides: who may see their
 * presence.
 */
export async function partnersOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({
      id: sql<string>`case when ${connections.requesterId} = ${userId} then ${connections.recipientId} else ${connections.requesterId} end`,
    })
    .from(connections)
    .where(
      and(
        eq(connections.status, 'accepted'),
        or(eq(connections.requesterId, userId), eq(connections.recipientId, userId)),
        pairNotBlocked(connections.requesterId, connections.recipientId),
      ),
    );
  return rows.map((r) => r.id);
}

/** Which of `userIds` share an accepted connection with the member. */
export async function partnersAmong(db: Db, userId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ requesterId: connections.requesterId, recipientId: connections.recipientId })
    .from(connections)
    .where(
      and(
        eq(connections.status, 'accepted'),
        or(
          and(eq(connections.requesterId, userId), inArray(connections.recipientId, userIds)),
          and(eq(connections.recipientId, userId), inArray(connections.requesterId, userIds)),
        ),
        pairNotBlocked(connections.requesterId, connections.recipientId),
      ),
    );
  return new Set(rows.map((r) => (r.requesterId === userId ? r.recipientId : r.requesterId)));
}

/**
 * Presence as every instance agrees on it, without any privacy filter (callers apply one). Online: some
 * live instance holds a socket. Offline: the later of the stored last_seen_at and the last heartbeat of a
 * dead instance that still lists the member (it crashed; the next sweep settles it).
 */
export async function presenceOf(
  db: Db,
  userIds: string[],
  staleMs = PRESENCE_STALE_MS,
): Promise<PresenceState[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select mp.user_id,
      exists (select 1 from member_presence_instances p join realtime_instances i on i.id = p.instance_id
              where p.user_id = mp.user_id and i.heartbeat_at > ${liveAfter(staleMs)}) as online,
      extract(epoch from greatest(mp.last_seen_at,
        (select max(i.heartbeat_at) from member_presence_instances p
           join realtime_instances i on i.id = p.instance_id where p.user_id = mp.user_id)
      ))::float8 * 1000 as last_seen_ms
    from member_presence mp
    where mp.user_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const rows = rowsOf<{ user_id: string; online: boolean; last_seen_ms: number | string | null }>(result);
  const found = new Map(rows.map((r) => [r.user_id, r]));
  return ids.map((id) => {
    const row = found.get(id);
    const online = row?.online === true;
    const seen = row?.last_seen_ms;
    return {
      user_id: id,
      online,
      last_seen_at:
        online || seen === null || seen === undefined ? null : new Date(Number(seen)).toISOString(),
    };
  });
}

/**
 * What a member may learn: real presence for themselves and their accepted connections; everyone else
 * reads as offline and never seen, so presence cannot be probed by id. Answers in the order asked.
 */
export async function presenceForViewer(db: Db, viewerId: string, userIds: string[]) {
  const ids = [...new Set(userIds)];
  const visible = await partnersAmong(
    db,
    viewerId,
    ids.filter((id) => id !== viewerId),
  );
  if (ids.includes(viewerId)) visible.add(viewerId);
  const real = new Map((await presenceOf(db, [...visible])).map((p) => [p.user_id, p]));
  return ids.map((id): PresenceState => real.get(id) ?? { user_id: id, online: false, last_seen_at: null });
}
