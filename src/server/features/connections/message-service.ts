import { and, asc, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { TSendMessage } from '../../../shared/connections/connection-contract.ts';
import { offPlatformKinds, type TOffPlatformKind } from '../../../shared/rules/off-platform.ts';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import { spendRefusal } from '../../domain/membership/entitlements.ts';
import type { Deps } from '../../http/app-env.ts';
import { planRefusal } from '../../http/errors.ts';
import { retryAfterSeconds, type RateRule } from '../../http/rate-limit.ts';
import { announce, audienceOf } from './announce.ts';
import { findConnection, type ConnectionRow } from './connection-queries.ts';
import type { MessageRow } from '../../domain/message/message-presenter.ts';
import { storeMessage, type StoreOutcome } from './message-store.ts';
import {
  chatError,
  clientIdTaken,
  messageRateLimited,
  offPlatformUnconfirmed,
  unknownCursor,
} from './errors.ts';
import { isUuid } from './list-cursor.ts';
import { giveBack, seesReadReceipts, withoutOwnReadState } from './plan-gates.ts';
import { chatRefusal } from './policies.ts';
import { presentMessage } from '../../domain/message/message-presenter.ts';

type ServiceDeps = Pick<Deps, 'db' | 'bus' | 'log' | 'clock' | 'plans'>;
type Reader = Pick<Db, 'select'>;

export const MESSAGE_RATE_RULE: RateRule = { max: 30, windowSeconds: 60 };

/** The connection, when the member may read and write its messages; else 404 or 403 (policies.ts). */
export async function openChat(db: Reader, viewerId: string, id: string): Promise<ConnectionRow> {
  const connection = await findConnection(db, id);
  const refusal = chatRefusal(connection, viewerId);
  if (refusal || !connection) throw chatError(refusal ?? 'hidden');
  return connection;
}

export type MessagePageQuery = { before?: string | undefined; after?: string | undefined; limit: number };

/** The partner's latest reading of the viewer's messages: what a message.read event said. */
export type ReadReceipt = { readerId: string; readAt: Date };

/**
 * One page of a chat, oldest first. Without a cursor: the newest `limit`; with `before`: the `limit`
 * just older than that message; with `after`: the `limit` just newer (catching up after a reconnect).
 * The order is (created_at, id), compared in SQL so no precision is lost on the way through JavaScript.
 * A catch-up also carries the partner's latest read receipt: a message.read event missed while the
 * socket was down would otherwise leave the viewer's own messages shown as unread.
 */
export async function listMessages(
  deps: Pick<Deps, 'db' | 'log' | 'clock' | 'plans'>,
  viewerId: string,
  id: string,
  query: MessagePageQuery,
) {
  const { db } = deps;
  const connection = await openChat(db, viewerId, id);
  const [page, receiptsShown] = await Promise.all([
    pageOf(db, viewerId, connection, query),
    seesReadReceipts(deps, viewerId),
  ]);
  // Without read receipts on the member's plan, their own messages never show as read ('Seen').
  if (receiptsShown) return page;
  const messages = withoutOwnReadState(page.messages, viewerId);
  return 'readReceipt' in page ? { ...page, messages, readReceipt: null } : { ...page, messages };
}

async function pageOf(db: Db, viewerId: string, connection: ConnectionRow, query: MessagePageQuery) {
  const field = query.after ? 'after' : query.before ? 'before' : null;
  const cursorId = query.after ?? query.before;
  if (field && cursorId) {
    const [known] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, cursorId), eq(messages.connectionId, connection.id)))
      .limit(1);
    if (!known) throw unknownCursor(field);
  }
  const pivot = sql`(select m.created_at, m.id from messages m where m.id = ${cursorId ?? null})`;
  const inChat = eq(messages.connectionId, connection.id);
  const rows =
    field === 'after'
      ? await db
          .select()
          .from(messages)
          .where(and(inChat, sql`(${messages.createdAt}, ${messages.id}) > ${pivot}`))
          .orderBy(asc(messages.createdAt), asc(messages.id))
          .limit(query.limit + 1)
      : await db
          .select()
          .from(messages)
          .where(and(inChat, field ? sql`(${messages.createdAt}, ${messages.id}) < ${pivot}` : undefined))
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  if (field !== 'after') return { messages: page.reverse(), hasMore: rows.length > query.limit };
  const readReceipt = await latestReadReceipt(db, connection, viewerId);
  return { messages: page, hasMore: rows.length > query.limit, readReceipt };
}

/**
 * Opening a chat reads every unread message in it at once, so the viewer's read messages come before
 * the unread ones, and the newest read one holds the latest reading. The walk back from the newest
 * message (the chat's order index) stops at it.
 */
async function latestReadReceipt(db: Reader, connection: ConnectionRow, viewerId: string) {
  const [newestRead] = await db
    .select({ readAt: messages.readAt })
    .from(messages)
    .where(
      and(
        eq(messages.connectionId, connection.id),
        eq(messages.senderId, viewerId),
        isNotNull(messages.readAt),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  if (!newestRead?.readAt) return null;
  const readerId = connection.requesterId === viewerId ? connection.recipientId : connection.requesterId;
  return { readerId, readAt: newestRead.readAt } satisfies ReadReceipt;
}

async function findByClientId(db: Reader, connectionId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.connectionId, connectionId), eq(messages.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

/** A retry's answer: the first message, its read state only for a member with read receipts. */
async function settleRetry(deps: ServiceDeps, existing: MessageRow, viewerId: string) {
  if (existing.senderId !== viewerId) throw clientIdTaken();
  const [message] =
    existing.readAt && !(await seesReadReceipts(deps, viewerId))
      ? withoutOwnReadState([existing], viewerId)
      : [existing];
  return { message: message ?? existing, created: false };
}

/**
 * Stores a message exactly once per (connection, client_id): a retry gets the first message back
 * (created false) and is not counted against the rate limit. One statement (message-store.ts); the
 * message is announced at its commit on PostgreSQL, or right after it in process.
 * Each stored message costs one of the day's messages (daily_messages, issue 19), spent inside that
 * statement and only for a message the sender may write: a chat that is not theirs still answers
 * 404/403 and a retry the first message, at the limit or not; only a new message meets the plan's 403.
 */
export async function sendMessage(
  deps: ServiceDeps,
  viewerId: string,
  id: string,
  input: TSendMessage,
): Promise<{ message: MessageRow; created: boolean }> {
  if (!isUuid(id)) throw chatError('hidden');
  const kinds = input.confirm_off_platform === true ? [] : offPlatformKinds(input.content);
  if (kinds.length > 0) return unconfirmedSend(deps, viewerId, id, input, kinds);
  const outcome = await storeSend(deps, viewerId, id, input);
  // Paid for, yet the same send raced itself and the other attempt stored the message.
  if (outcome.kind === 'not-stored' && outcome.spent) await giveBack(deps, viewerId, 'daily_messages');
  return settleSend(deps, viewerId, id, input, outcome);
}

/**
 * A message that leaves the platform, sent without confirmation (issue 23 item 6): refused with 409
 * before anything is stored, counted or spent. Whose chat it is comes first (404/403 as for any send),
 * and a retry of a message already stored under that client_id still gets it back.
 */
async function unconfirmedSend(
  deps: ServiceDeps,
  viewerId: string,
  id: string,
  input: TSendMessage,
  kinds: TOffPlatformKind[],
): Promise<{ message: MessageRow; created: boolean }> {
  await openChat(deps.db, viewerId, id);
  const stored = await findByClientId(deps.db, id, input.client_id);
  if (stored) return settleRetry(deps, stored, viewerId);
  throw offPlatformUnconfirmed(kinds);
}

function storeSend(deps: ServiceDeps, viewerId: string, id: string, input: TSendMessage) {
  return storeMessage(deps.db, {
    connectionId: id,
    senderId: viewerId,
    clientId: input.client_id,
    content: input.content,
    rateKey: `messages:${viewerId}`,
    rateRule: MESSAGE_RATE_RULE,
    announceAtCommit: deps.bus.announceAtCommit,
    price: { key: 'daily_messages', now: deps.clock.now() },
  });
}

/** What the send statement did, as the API answers it. */
async function settleSend(
  deps: ServiceDeps,
  viewerId: string,
  id: string,
  input: TSendMessage,
  outcome: StoreOutcome,
): Promise<{ message: MessageRow; created: boolean }> {
  if (outcome.kind === 'no-chat') throw chatError('hidden');
  const refusal = chatRefusal(outcome.chat, viewerId);
  if (refusal) throw chatError(refusal);
  switch (outcome.kind) {
    case 'rate-limited':
      throw messageRateLimited(retryAfterSeconds(outcome.windowStart, MESSAGE_RATE_RULE));
    case 'unpaid':
      throw planRefusal((await spendRefusal(deps.db, viewerId, 'daily_messages', deps.clock.now())).reason);
    case 'retried':
      return settleRetry(deps, outcome.message, viewerId);
    case 'not-stored': {
      // Allowed, yet not stored: the same send raced itself and the other attempt won.
      const first = await findByClientId(deps.db, id, input.client_id);
      if (!first) throw new Error('message conflict without a stored message');
      return settleRetry(deps, first, viewerId);
    }
    case 'stored':
      if (!deps.bus.announceAtCommit) {
        await announce(deps, {
          type: 'message.created',
          audience: audienceOf(outcome.chat),
          connection_id: id,
          message: presentMessage(outcome.message),
        });
      }
      return { message: outcome.message, created: true };
  }
}

/** Opening a chat marks the partner's unread messages in it read (spec §4); the member's own stay as they are. */
export async function markChatRead(deps: ServiceDeps, viewerId: string, id: string) {
  const connection = await openChat(deps.db, viewerId, id);
  const unread = and(
    eq(messages.connectionId, connection.id),
    ne(messages.senderId, viewerId),
    isNull(messages.readAt),
  );
  // One reading time for all, never before the newest message read: a burst can date a message a
  // millisecond ahead of the clock (message-store.ts), and clients mark read what was created by then.
  const readingTime = sql<Date>`greatest(now(), (select max(${messages.createdAt}) from ${messages} where ${unread}))`;
  const rows = await deps.db
    .update(messages)
    .set({ readAt: readingTime, updatedAt: sql`now()` })
    .where(unread)
    .returning({ readAt: messages.readAt });
  const readAt = rows[0]?.readAt ?? null;
  if (readAt) {
    // The reader's own tabs always hear it (their unread badges); the partner whose messages were
    // read only with read receipts on their plan ('Seen').
    const partnerId = connection.requesterId === viewerId ? connection.recipientId : connection.requesterId;
    const partnerSees = await seesReadReceipts(deps, partnerId);
    await announce(deps, {
      type: 'message.read',
      audience: partnerSees ? audienceOf(connection) : [viewerId],
      connection_id: connection.id,
      reader_id: viewerId,
      read_at: readAt.toISOString(),
    });
  }
  return { read: rows.length, readAt };
}
