import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/rows.ts';
import { pairNotBlocked } from '../../domain/member/member-blocks.ts';
import { notSuspended } from '../../domain/member/member-suspension.ts';
import { spendCtes } from '../../domain/membership/entitlements.ts';
import type { MessageRow } from '../../domain/message/message-presenter.ts';
import type { TFeatureKey } from '../../../shared/membership/membership-contract.ts';
import { leavesPlatform } from '../../../shared/rules/off-platform.ts';
import { countHit, type RateRule } from '../../http/rate-limit.ts';
import type { ConnectionFacts } from './policies.ts';

export type StoreAttempt = {
  connectionId: string;
  senderId: string;
  clientId: string;
  content: string;
  rateKey: string;
  rateRule: RateRule;
  /** The bus's announceAtCommit, when it has one: the stored message is announced at this statement's commit. */
  announceAtCommit?: ((event: SQL) => SQL) | undefined;
  /** What the message costs the sender (daily_messages, issue 19): spent in the same statement. */
  price?: { key: TFeatureKey; now: Date };
};

/**
 * What the statement did. Whether the sender may write in the chat at all is for the caller to tell
 * from `chat` (policies.ts) before anything else: the statement stores nothing when they may not, but
 * it still finds a message stored under that client_id, which is no business of a stranger's.
 */
export type StoreOutcome =
  | { kind: 'no-chat' }
  | { kind: 'rate-limited'; chat: ChatMembers; windowStart: Date }
  | { kind: 'stored'; chat: ChatMembers; message: MessageRow }
  | { kind: 'retried'; chat: ChatMembers; message: MessageRow }
  /**
   * Nothing stored: the sender may not write here, or the client_id was free in this statement's
   * snapshot and a concurrent twin took it.
   */
  | { kind: 'not-stored'; chat: ChatMembers; spent: boolean }
  /** The sender may write here, but their plan refused the price: nothing stored. */
  | { kind: 'unpaid'; chat: ChatMembers };

export type ChatMembers = ConnectionFacts & { id: string };

type Raw = Record<string, unknown> & {
  chat_id: string | null;
  chat_requester_id: string;
  chat_recipient_id: string;
  chat_status: string;
  hit_count: number | string | null;
  hit_window_start: string | Date | null;
  created: boolean | null;
  spent_count: number | string | null;
};

const columns = Object.entries(getTableColumns(messages));

/** A message row as drizzle would map it, from the snake_case columns of a raw answer. */
function messageOf(raw: Raw): MessageRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as MessageRow;
}

/**
 * message.created as a json expression over the `msg` and `chat` relations of the statement below:
 * the same fields and formats as presentMessage() (domain/message/message-presenter.ts). The safety
 * notice is the shared rule's, worked out here from the text being stored.
 */
const createdEvent = (content: string) => sql`json_build_object(
  'type', 'message.created',
  'audience', json_build_array(chat.requester_id, chat.recipient_id),
  'connection_id', msg.connection_id,
  'message', json_build_object(
    'id', msg.id, 'connection_id', msg.connection_id, 'sender_id', msg.sender_id,
    'client_id', msg.client_id, 'content', msg.content, 'message_type', msg.message_type,
    'read_at', null,
    'created_at', to_char(msg.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'safety_notice', cast(${leavesPlatform(content)} as boolean)))`;

/**
 * A send in one statement, so no transaction is held open across round trips: lock the chat row,
 * check it is the sender's and accepted, count the send against the rate limit, store the message once
 * per (connection, client_id), and stamp the chat's activity. Or, for a client_id already stored, the
 * first message, uncounted. With a price, the message is also paid for in the statement: stored only
 * when the plan's spend succeeds (entitlements.ts spendCtes), so a send stays one round trip.
 *
 * created_at is the later of the clock and 1 ms after the chat's last activity, read from the locked
 * row: within a chat, times then strictly increase in commit order even when the clock does not (PGlite
 * reads it to the millisecond; a server's clock can step back), so pages and ?after= catch-ups, which
 * order by (created_at, id), list messages in the order they were announced.
 */
export async function storeMessage(db: Db, attempt: StoreAttempt): Promise<StoreOutcome> {
  const { connectionId, senderId, clientId, content, rateKey, rateRule } = attempt;
  const paid = attempt.price
    ? sql`${spendCtes({
        userId: senderId,
        key: attempt.price.key,
        amount: 1,
        now: attempt.price.now,
        onlyIf: sql`exists (select 1 from hit where hit.count <= ${rateRule.max})`,
      })},`
    : sql``;
  const announced = attempt.announceAtCommit
    ? sql`, case when msg.created then ${attempt.announceAtCommit(createdEvent(content))} end as announced`
    : sql``;
  const result = await db.execute(sql`
    with chat as (
      select id, requester_id, recipient_id, status, updated_at from connections
      where id = ${connectionId}
        and ${notSuspended(sql`connections.requester_id`)} and ${notSuspended(sql`connections.recipient_id`)}
        and ${pairNotBlocked(sql`connections.requester_id`, sql`connections.recipient_id`)}
      for update
    ),
    retried as (
      select m.* from messages m join chat on m.connection_id = chat.id where m.client_id = ${clientId}
    ),
    allowed as (
      select chat.id, chat.updated_at from chat
      where chat.status = 'accepted' and ${senderId} in (chat.requester_id, chat.recipient_id)
        and not exists (select 1 from retried)
    ),
    hit as (
      insert into rate_limits (key, count, window_start) select ${rateKey}, 1, now() from allowed
      ${countHit(rateRule)}
    ),
    ${paid}
    stored as (
      insert into messages (connection_id, sender_id, client_id, content, created_at, updated_at)
      select allowed.id, ${senderId}, ${clientId}, ${content}, stamp.at, stamp.at
      from allowed
      join hit on hit.count <= ${rateRule.max}
      ${attempt.price ? sql`join spent on true` : sql``}
      cross join lateral (
        select greatest(clock_timestamp(), allowed.updated_at + interval '1 millisecond') as at
      ) stamp
      on conflict (connection_id, client_id) do nothing
      returning *
    ),
    touched as (
      update connections set updated_at = stored.created_at
      from stored where connections.id = stored.connection_id
    ),
    msg as (
      select true as created, * from stored
      union all
      select false as created, * from retried
    )
    select chat.id as chat_id, chat.requester_id as chat_requester_id,
      chat.recipient_id as chat_recipient_id, chat.status as chat_status,
      hit.count as hit_count, hit.window_start as hit_window_start,
      ${attempt.price ? sql`(select usage_count from spent)` : sql`null`} as spent_count, msg.* ${announced}
    from chat left join hit on true left join msg on true`);
  const raw = rowsOf<Raw>(result)[0];
  if (!raw?.chat_id) return { kind: 'no-chat' };
  const chat: ChatMembers = {
    id: raw.chat_id,
    requesterId: raw.chat_requester_id,
    recipientId: raw.chat_recipient_id,
    status: raw.chat_status,
  };
  if (raw.created === true) return { kind: 'stored', chat, message: messageOf(raw) };
  if (raw.created === false) return { kind: 'retried', chat, message: messageOf(raw) };
  if (raw.hit_count !== null && Number(raw.hit_count) > rateRule.max) {
    return { kind: 'rate-limited', chat, windowStart: new Date(raw.hit_window_start!) };
  }
  const spent = raw.spent_count !== null;
  if (attempt.price && raw.hit_count !== null && !spent) return { kind: 'unpaid', chat };
  return { kind: 'not-stored', chat, spent };
}
