import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { isoText } from '../../db/sql-text.ts';
import { memberReports, memberSuspensions, moderationItems, profiles, users } from '../../db/schema/index.ts';
import {
  MODERATION_PAGE_SIZE,
  type TModerationDecision,
  type TModerationKind,
  type TModerationStatus,
} from '../../../shared/safety/moderation-contract.ts';
import type { TReportReason } from '../../../shared/safety/safety-contract.ts';
import { decodeCursor, encodeCursor } from './keyset-cursor.ts';
import { badCursor } from './errors.ts';

export type QueueRow = {
  id: string;
  kind: TModerationKind;
  status: TModerationStatus;
  user_id: string;
  email: string;
  full_name: string | null;
  thumb_url: string | null;
  photo_url: string | null;
  pending_url: string | null;
  pending_thumb_url: string | null;
  suspended: boolean;
  reasons: TReportReason[];
  reporters: number;
  hides_member: boolean;
  claimed_by: string | null;
  claimer_name: string | null;
  claimed_at: string | null;
  decision: TModerationDecision | null;
  decision_reason: string | null;
  decided_at: string | null;
  suspended_until: string | null;
  created_at: string;
  updated_at: string;
  cursor_key: string;
};

const mi = moderationItems;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** The columns of a queue row: the member, their reports in brief, the claim. */
const queueColumns = sql`
  ${mi.id} as id, ${mi.kind} as kind, ${mi.status} as status, ${mi.userId} as user_id, u.email as email,
  p.full_name as full_name, p.profile_photo_thumb_url as thumb_url, p.profile_photo_url as photo_url,
  p.pending_photo_url as pending_url, p.pending_photo_thumb_url as pending_thumb_url,
  exists (select 1 from ${memberSuspensions} s where s.user_id = ${mi.userId}) as suspended,
  array(select distinct reason from ${memberReports} r, unnest(r.reasons) as reason
    where r.item_id = ${mi.id} order by reason) as reasons,
  (select count(distinct r.reporter_id)::int from ${memberReports} r where r.item_id = ${mi.id}) as reporters,
  ${mi.hidesMember} as hides_member, ${mi.claimedBy} as claimed_by, claimer.name as claimer_name,
  ${isoText(sql`${mi.claimedAt}`)} as claimed_at, ${mi.decision} as decision,
  ${mi.decisionReason} as decision_reason, ${isoText(sql`${mi.decidedAt}`)} as decided_at,
  ${isoText(sql`${mi.suspendedUntil}`)} as suspended_until,
  ${isoText(sql`${mi.createdAt}`)} as created_at, ${isoText(sql`${mi.updatedAt}`)} as updated_at,
  to_char(${mi.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as cursor_key`;

const queueFrom = sql`${mi}
  join ${users} u on u.id = ${mi.userId}
  left join ${profiles} p on p.user_id = ${mi.userId}
  left join ${users} claimer on claimer.id = ${mi.claimedBy}`;

async function selectItems(db: Db, where: SQL, limit: number): Promise<QueueRow[]> {
  return rowsOf<QueueRow>(
    await db.execute(sql`select ${queueColumns} from ${queueFrom} where ${where}
      order by ${mi.updatedAt} desc, ${mi.id} desc limit ${limit}`),
  );
}

/**
 * GET /api/moderation/queue: open (or decided) items, the latest activity first (a new report or a
 * new photo moves its item up), of one kind or both, 20 a page by keyset on moderation_items_queue_idx.
 */
export async function listQueue(
  db: Db,
  status: TModerationStatus,
  kind: TModerationKind | undefined,
  cursorText: string | undefined,
): Promise<{ rows: QueueRow[]; nextCursor: string | null }> {
  const cursor = cursorText ? decodeCursor(cursorText) : null;
  if (cursorText && !(cursor && isUuid(cursor.id))) throw badCursor();
  const after = cursor
    ? sql` and (${mi.updatedAt}, ${mi.id}) < (${cursor.at}::timestamp at time zone 'UTC', ${cursor.id}::uuid)`
    : sql``;
  const ofKind = kind ? sql` and ${mi.kind} = ${kind}` : sql``;
  const rows = await selectItems(
    db,
    sql`${mi.status} = ${status}${ofKind}${after}`,
    MODERATION_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, MODERATION_PAGE_SIZE);
  const last = page.at(-1);
  const nextCursor =
    rows.length > MODERATION_PAGE_SIZE && last ? encodeCursor({ at: last.cursor_key, id: last.id }) : null;
  return { rows: page, nextCursor };
}

/** One item by id (null for an unknown or malformed id). */
export async function findItem(db: Db, id: string): Promise<QueueRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectItems(db, sql`${mi.id} = ${id}::uuid`, 1);
  return row ?? null;
}

export type ReportRow = {
  id: string;
  reporter_id: string | null;
  reporter_name: string | null;
  reasons: TReportReason[];
  details: string | null;
  submissions: number;
  evidence: (typeof memberReports.$inferSelect)['evidence'];
  created_at: string;
};

/** Every report the item gathered, oldest first, with the reporters' names (moderators see who). */
export async function reportsOfItem(db: Db, itemId: string): Promise<ReportRow[]> {
  const r = memberReports;
  return rowsOf<ReportRow>(
    await db.execute(sql`
      select ${r.id} as id, ${r.reporterId} as reporter_id, rp.full_name as reporter_name,
        ${r.reasons} as reasons, ${r.details} as details, ${r.submissions} as submissions,
        ${r.evidence} as evidence, ${isoText(sql`${r.createdAt}`)} as created_at
      from ${r} left join ${profiles} rp on rp.user_id = ${r.reporterId}
      where ${r.itemId} = ${itemId}::uuid
      order by ${r.createdAt}, ${r.id}`),
  );
}

export type HistoryRow = {
  item_id: string;
  decision: TModerationDecision;
  reason: string;
  decided_at: string;
  decided_by: string;
};

/** The member's earlier decided items, newest first (the last 20). */
export async function historyOf(db: Db, userId: string, exceptItemId: string): Promise<HistoryRow[]> {
  return rowsOf<HistoryRow>(
    await db.execute(sql`
      select ${mi.id} as item_id, ${mi.decision} as decision, ${mi.decisionReason} as reason,
        ${isoText(sql`${mi.decidedAt}`)} as decided_at, coalesce(d.name, ${mi.decidedBy}) as decided_by
      from ${mi} left join ${users} d on d.id = ${mi.decidedBy}
      where ${mi.userId} = ${userId} and ${mi.status} = 'decided' and ${mi.id} <> ${exceptItemId}::uuid
      order by ${mi.decidedAt} desc limit 20`),
  );
}
