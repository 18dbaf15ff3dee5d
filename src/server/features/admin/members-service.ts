import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern, isoText } from '../../db/sql-text.ts';
import { listTotals } from './list-totals.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  ADMIN_MEMBERS_PAGE_SIZE,
  type TAdminMembersExportQuery,
  type TAdminMembersQuery,
} from '../../../shared/admin/members-contract.ts';

/**
 * Membership Management's Members (issue 21; spec §9 "Members list"): every membership, the ended ones
 * too (a member's history), newest first, 25 a page, with the member's real e-mail.
 *
 * Decisions:
 * - Search looks in the member's name (the profile's, else the account's), the plan's name and the
 *   status, case-insensitive, anywhere in them (spec: "search matches name, plan, status").
 * - The order is (created_at, id) descending over user_memberships_created_idx; the export walks it by
 *   keyset in batches, so it holds one batch in memory however many members match.
 * - The total is counted only when the page is full (a short page ends the list), and then kept for
 *   10 seconds per search (as the users list keeps its counts): a page may say a total a few seconds
 *   old.
 */

export type MemberRow = {
  membership_id: string;
  user_id: string;
  name: string | null;
  email: string;
  plan_id: string;
  plan_name: string;
  status: 'active' | 'past_due' | 'cancelled' | 'ended';
  starts_at: string;
  ends_at: string | null;
  auto_renew: boolean;
  created_key: string;
};

export type MembersFound = { rows: MemberRow[]; total: number; page: number };

const memberName = sql`coalesce(nullif(btrim(p.full_name), ''), nullif(btrim(u.name), ''))`;

function matching(search: string): SQL {
  if (search === '') return sql`true`;
  const pattern = containsPattern(search);
  return sql`(lower(coalesce(${memberName}, '')) like ${pattern} or lower(plan.name) like ${pattern}
    or m.status like ${pattern})`;
}

const from = sql`from user_memberships m
  join users u on u.id = m.user_id
  left join profiles p on p.user_id = m.user_id
  join membership_plans plan on plan.id = m.plan_id`;

/** A page (offset) or the batch after a keyset position, of the memberships matching `search`. */
async function memberRows(
  db: Db,
  search: string,
  window: { offset: number } | { after: { createdKey: string; id: string } | null },
  limit: number,
): Promise<MemberRow[]> {
  const after =
    'after' in window && window.after
      ? sql`and (m.created_at, m.id) < (${window.after.createdKey}::timestamptz, ${window.after.id})`
      : sql``;
  const offset = 'offset' in window ? sql`offset ${window.offset}` : sql``;
  return rowsOf<MemberRow>(
    await db.execute(sql`
      select m.id as membership_id, m.user_id, ${memberName} as name, u.email,
        m.plan_id, plan.name as plan_name, m.status,
        ${isoText(sql`m.starts_at`)} as starts_at, ${isoText(sql`m.ends_at`)} as ends_at, m.auto_renew,
        to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key
      ${from}
      where ${matching(search)} ${after}
      order by m.created_at desc, m.id desc
      limit ${sql.raw(String(limit))} ${offset}`),
  );
}

const totals = listTotals();

export async function listMembers(db: Db, query: TAdminMembersQuery, now: Date): Promise<MembersFound> {
  const offset = (query.page - 1) * ADMIN_MEMBERS_PAGE_SIZE;
  const rows = await memberRows(db, query.search, { offset }, ADMIN_MEMBERS_PAGE_SIZE);
  if (rows.length > 0 && rows.length < ADMIN_MEMBERS_PAGE_SIZE) {
    return { rows, total: offset + rows.length, page: query.page };
  }
  // Paging through one search asks the same total again and again: counted once per 10 seconds.
  const total = await totals.count(db, query.search, now, async () => {
    const [counted] = rowsOf<{ total: number }>(
      await db.execute(sql`select count(*)::int as total ${from} where ${matching(query.search)}`),
    );
    return counted?.total ?? 0;
  });
  return { rows, total, page: query.page };
}

const EXPORT_BATCH = 1000;

/** Every membership matching the filter, newest first, a batch at a time. */
export async function* exportedMembers(db: Db, query: TAdminMembersExportQuery): AsyncGenerator<MemberRow> {
  let after: { createdKey: string; id: string } | null = null;
  for (;;) {
    const batch = await memberRows(db, query.search, { after }, EXPORT_BATCH);
    yield* batch;
    const last = batch.at(-1);
    if (!last || batch.length < EXPORT_BATCH) return;
    after = { createdKey: last.created_key, id: last.membership_id };
  }
}

export async function anyMemberMatches(db: Db, query: TAdminMembersExportQuery): Promise<boolean> {
  const rows = await memberRows(db, query.search, { offset: 0 }, 1);
  return rows.length > 0;
}
