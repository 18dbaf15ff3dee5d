import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type {
  TConnectionRequest,
  TConnectionStatus,
} from '../../../shared/connections/connection-contract.ts';
import type { Db } from '../../db/client.ts';
import { FOREIGN_KEY_VIOLATION, isPgError, UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import { connections } from '../../db/schema/index.ts';
import { findAccountHold } from '../../domain/member/account-holds.ts';
import { findNamedMember } from '../../domain/member/member-visibility.ts';
import { spend } from '../../domain/membership/entitlements.ts';
import type { Deps } from '../../http/app-env.ts';
import { planRefusal } from '../../http/errors.ts';
import { hitRateLimit, type RateRule } from '../../http/rate-limit.ts';
import { announce, audienceOf } from './announce.ts';
import {
  afterCursor,
  betweenMembers,
  connectionCounts,
  connectionViews,
  lockConnection,
  type ConnectionRow,
  type ConnectionView,
} from './connection-queries.ts';
import {
  answerError,
  badListCursor,
  connectionExists,
  connectionNotFound,
  requestError,
  requestRateLimited,
  withdrawError,
} from './errors.ts';
import { decodeCursor, encodeCursor, isUuid } from './list-cursor.ts';
import { giveBack } from './plan-gates.ts';
import { answerRefusal, requestRefusal, withdrawRefusal } from './policies.ts';

type ServiceDeps = Pick<Deps, 'db' | 'bus' | 'log' | 'clock' | 'plans'>;

export async function listConnections(
  db: Db,
  viewerId: string,
  query: { status?: TConnectionStatus | undefined; limit: number; cursor?: string | undefined },
) {
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
  if (query.cursor !== undefined && !cursor) throw badListCursor();
  const [views, counts] = await Promise.all([
    connectionViews(
      db,
      viewerId,
      and(
        query.status ? eq(connections.status, query.status) : undefined,
        cursor ? afterCursor(cursor) : undefined,
      ),
      query.limit + 1,
    ),
    connectionCounts(db, viewerId),
  ]);
  const page = views.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    views.length > query.limit && last
      ? encodeCursor({ updatedAt: last.cursorKey, id: last.connection.id })
      : null;
  return { page, nextCursor, counts };
}

/** One of the member's connections, as the list shows it; 404 for anyone else's or an unknown id. */
export async function viewOf(db: Db, viewerId: string, id: string): Promise<ConnectionView> {
  const [view] = isUuid(id) ? await connectionViews(db, viewerId, eq(connections.id, id), 1) : [];
  if (!view) throw connectionNotFound();
  return view;
}

/** The connection between the member and another member, whoever asked; 404 when there is none. */
export async function connectionWith(db: Db, viewerId: string, otherUserId: string) {
  const [view] =
    otherUserId === viewerId
      ? []
      : await connectionViews(db, viewerId, betweenMembers(viewerId, otherUserId), 1);
  if (!view) throw connectionNotFound();
  return view;
}

/**
 * The connections between the member and each of these members (at most one per pair), in one query;
 * members without one are simply absent. The viewer's own id is ignored.
 */
export async function findConnectionsWith(db: Db, viewerId: string, otherUserIds: string[]) {
  const others = otherUserIds.filter((id) => id !== viewerId);
  if (others.length === 0) return [];
  const withAnyOf = or(inArray(connections.requesterId, others), inArray(connections.recipientId, others));
  return connectionViews(db, viewerId, withAnyOf, others.length);
}

/**
 * Requests per member: a person reading profiles sends a few a day; twenty an hour leaves room for an
 * evening of browsing and stops a script from asking every member of the other gender.
 */
export const REQUEST_RATE_RULE: RateRule = { max: 20, windowSeconds: 3600 };

/**
 * A pending request. Every attempt is counted first (refused ones too, so probing costs the same).
 * "At most one connection per pair, whoever asked" is the unique index on the unordered pair, so two
 * requests racing each other (even in opposite directions) cannot both succeed: the loser's insert
 * fails with a unique violation and gets the 409.
 * A request costs one contact credit (issue 19), spent only once every other check has passed, so a
 * refused request costs nothing; an insert that fails after the spend gives the credit back.
 */
export async function requestConnection(
  deps: ServiceDeps,
  viewerId: string,
  request: TConnectionRequest,
): Promise<ConnectionView> {
  const { db } = deps;
  const recipientId = request.recipient_id;
  // "My wali is involved" (issue 23 item 5), with the wali's first name when given.
  const wali =
    request.wali_involved === true
      ? { waliInvolved: true, waliName: request.wali_name?.trim() || null }
      : { waliInvolved: false, waliName: null };
  const limit = await hitRateLimit(db, `connection-requests:${viewerId}`, REQUEST_RATE_RULE);
  if (!limit.allowed) throw requestRateLimited(limit.retryAfterSeconds);
  // A member others cannot see (no named profile, domain/member) can neither ask nor be asked.
  // A paused or leaving recipient is not found (account-holds.ts); a paused requester is told so.
  const [requester, recipient, hold] = await Promise.all([
    findNamedMember(db, viewerId, viewerId),
    recipientId === viewerId ? null : findNamedMember(db, recipientId, viewerId),
    findAccountHold(db, viewerId),
  ]);
  const refusal = requestRefusal({
    requesterId: viewerId,
    recipientId,
    requesterGender: requester?.gender ?? null,
    requesterHeld: hold !== null,
    recipient,
  });
  if (refusal) throw requestError(refusal);
  // An existing pair is a 409 whatever the member's credits; the unique index still decides races.
  const [existing] = await db
    .select({ id: connections.id })
    .from(connections)
    .where(betweenMembers(viewerId, recipientId))
    .limit(1);
  if (existing) throw connectionExists();
  const spent = await spend(db, viewerId, 'contact_credits', 1, deps.clock.now());
  if (!spent.ok) throw planRefusal(spent.reason);
  let row: ConnectionRow | undefined;
  try {
    [row] = await db
      .insert(connections)
      .values({ requesterId: viewerId, recipientId, status: 'pending', ...wali })
      .returning();
  } catch (error) {
    await giveBack(deps, viewerId, 'contact_credits');
    if (isPgError(error, UNIQUE_VIOLATION, 'connections_pair_unique_idx')) throw connectionExists();
    // The recipient's account went away between the check and the insert.
    if (isPgError(error, FOREIGN_KEY_VIOLATION)) throw requestError('unknown-recipient');
    throw error;
  }
  if (!row) {
    await giveBack(deps, viewerId, 'contact_credits');
    throw new Error('connection insert returned no row');
  }
  await announce(deps, {
    type: 'connection.created',
    audience: audienceOf(row),
    connection_id: row.id,
    status: row.status,
  });
  return viewOf(db, viewerId, row.id);
}

/** The recipient accepts or rejects a pending request; the row lock makes a second answer a 409. */
export async function answerConnection(
  deps: ServiceDeps,
  viewerId: string,
  id: string,
  status: 'accepted' | 'rejected',
): Promise<ConnectionView> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockConnection(tx, id);
    const refusal = answerRefusal(current, viewerId);
    if (refusal) throw answerError(refusal);
    const [updated] = await tx
      .update(connections)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(connections.id, id))
      .returning();
    if (!updated) throw new Error('connection update returned no row');
    return updated;
  });
  await announce(deps, {
    type: 'connection.updated',
    audience: audienceOf(row),
    connection_id: row.id,
    status: row.status,
  });
  return viewOf(deps.db, viewerId, row.id);
}

/**
 * The requester takes back an unanswered request. The row is deleted (the statuses are pending,
 * accepted and rejected only), so the pair may connect again later; the event says status 'withdrawn'.
 */
export async function withdrawConnection(deps: ServiceDeps, viewerId: string, id: string): Promise<void> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockConnection(tx, id);
    const refusal = withdrawRefusal(current, viewerId);
    if (refusal || !current) throw withdrawError(refusal ?? 'hidden');
    await tx.delete(connections).where(eq(connections.id, current.id));
    return current;
  });
  await announce(deps, {
    type: 'connection.updated',
    audience: audienceOf(row),
    connection_id: row.id,
    status: 'withdrawn',
  });
}
