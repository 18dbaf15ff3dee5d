import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { memberAccountControls } from '../../db/schema/index.ts';
import type { TAccountState } from '../../../shared/account/account-contract.ts';

/**
 * The account-control rule (issue 23 item 7): a member who paused their profile, whose deletion is
 * scheduled, or whose account was erased is seen by nobody else (browse, matches, favourites, featured,
 * profiles, analytics viewers) and cannot be asked to connect. Their existing chats are not part of
 * this rule: they keep working while the member is paused or waiting for the deletion.
 *
 * Written like notSuspended (member-suspension.ts): NOT EXISTS over member_account_controls, which has
 * a row only while one of these holds. An anti-join: a hash over the few held ids when a statement scans
 * many members, one primary-key probe a row when it walks an index for a page.
 */
export const notHeld = (userId: PgColumn | SQL): SQL =>
  sql`not exists (select 1 from ${memberAccountControls} where ${memberAccountControls.userId} = ${userId})`;

/** The name a chat shows for an erased account (its profile row is gone; its messages stay). */
export const DELETED_MEMBER_NAME = 'Deleted member';

/**
 * For a member whose profile may be gone: 'Deleted member' when their account was erased, else null.
 * Used as `coalesce(profile.full_name, erasedName(user_id))`, so the probe runs only without a profile.
 */
export const erasedName = (userId: PgColumn | SQL): SQL<string | null> =>
  sql<string | null>`(select ${DELETED_MEMBER_NAME}::text from ${memberAccountControls}
    where ${memberAccountControls.userId} = ${userId} and ${memberAccountControls.erasedAt} is not null)`;

export type AccountHold = {
  pausedAt: Date | null;
  deletionRequestedAt: Date | null;
  deletionDueAt: Date | null;
  erasedAt: Date | null;
};

/** The member's own row, or null when nothing holds. */
export async function findAccountHold(db: Pick<Db, 'select'>, userId: string): Promise<AccountHold | null> {
  const [row] = await db
    .select({
      pausedAt: memberAccountControls.pausedAt,
      deletionRequestedAt: memberAccountControls.deletionRequestedAt,
      deletionDueAt: memberAccountControls.deletionDueAt,
      erasedAt: memberAccountControls.erasedAt,
    })
    .from(memberAccountControls)
    .where(eq(memberAccountControls.userId, userId))
    .limit(1);
  return row ?? null;
}

/** The member's own account state as the API answers it (GET /api/me, the account routes). */
export function presentAccountState(hold: AccountHold | null): TAccountState {
  return {
    paused: hold?.pausedAt != null,
    paused_at: hold?.pausedAt?.toISOString() ?? null,
    deletion_scheduled_at: hold?.erasedAt == null ? (hold?.deletionDueAt?.toISOString() ?? null) : null,
  };
}
