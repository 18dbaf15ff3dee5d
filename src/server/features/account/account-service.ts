import { and, eq, isNull, sql } from 'drizzle-orm';
import { announceSessionsChanged } from '../../auth/session-revocation.ts';
import { verifyPassword } from '../../auth/password.ts';
import { roleOf } from '../../auth/roles.ts';
import { accounts, memberAccountControls, sessions, users } from '../../db/schema/index.ts';
import { findAccountHold, type AccountHold } from '../../domain/member/account-holds.ts';
import type { Deps } from '../../http/app-env.ts';
import { hitRateLimit, type RateRule } from '../../http/rate-limit.ts';
import { accountDeletionMail } from '../../infra/mail-templates.ts';
import { DELETION_GRACE_DAYS } from '../../../shared/account/account-contract.ts';

/**
 * The member's own account (issue 23 item 7). Decisions:
 * - Pausing and a scheduled deletion are one row of member_account_controls; the visibility rule
 *   (domain/member/account-holds.ts) hides whoever has a row, so nothing else needs to change when a
 *   member pauses. A row with nothing left to hold is deleted in the same transaction.
 * - A deletion is confirmed by the current password (checked here with the same argon2id as
 *   sign-in; 10 attempts an hour per member), scheduled 14 days ahead and signs the member out
 *   everywhere. Asking again keeps the first date. Signing in during those days is allowed (the
 *   session hook refuses only suspended members) so the member can keep the account.
 * - Staff (moderators, admins) are refused (409 STAFF_ACCOUNT): an erased last admin would leave the
 *   site without one; an admin removes their role first.
 */

export const DELETE_ATTEMPT_RULE: RateRule = { max: 10, windowSeconds: 3600 };
const DAY_MS = 24 * 3600 * 1000;

type AccountDeps = Pick<Deps, 'db' | 'clock'>;

/** Forgets the row once neither a pause nor a deletion holds it (an erased account keeps it). */
async function dropIfEmpty(db: Pick<Deps['db'], 'delete'>, userId: string): Promise<void> {
  await db
    .delete(memberAccountControls)
    .where(
      and(
        eq(memberAccountControls.userId, userId),
        isNull(memberAccountControls.pausedAt),
        isNull(memberAccountControls.deletionDueAt),
        isNull(memberAccountControls.erasedAt),
      ),
    );
}

/** Pausing twice keeps the first time. */
export async function pauseAccount(deps: AccountDeps, userId: string): Promise<AccountHold | null> {
  await deps.db
    .insert(memberAccountControls)
    .values({ userId, pausedAt: deps.clock.now() })
    .onConflictDoUpdate({
      target: memberAccountControls.userId,
      set: { pausedAt: sql`coalesce(${memberAccountControls.pausedAt}, excluded.paused_at)` },
    });
  return findAccountHold(deps.db, userId);
}

export async function unpauseAccount(deps: AccountDeps, userId: string): Promise<AccountHold | null> {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(memberAccountControls)
      .set({ pausedAt: null })
      .where(eq(memberAccountControls.userId, userId));
    await dropIfEmpty(tx, userId);
  });
  return findAccountHold(deps.db, userId);
}

/** The keeping of an account: the deletion is off, a pause the member had stays. */
export async function cancelDeletion(deps: AccountDeps, userId: string): Promise<AccountHold | null> {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(memberAccountControls)
      .set({ deletionRequestedAt: null, deletionDueAt: null })
      .where(and(eq(memberAccountControls.userId, userId), isNull(memberAccountControls.erasedAt)));
    await dropIfEmpty(tx, userId);
  });
  return findAccountHold(deps.db, userId);
}

async function passwordMatches(deps: AccountDeps, userId: string, password: string): Promise<boolean> {
  const [account] = await deps.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return account?.password ? verifyPassword(account.password, password) : false;
}

export type DeletionOutcome =
  | { kind: 'scheduled'; hold: AccountHold | null }
  | { kind: 'wrong-password' }
  | { kind: 'staff' }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

/** DELETE /api/me: checks the password, schedules the erasure, ends every session, sends the mail. */
export async function scheduleDeletion(
  deps: Deps,
  userId: string,
  password: string,
): Promise<DeletionOutcome> {
  const limit = await hitRateLimit(deps.db, `account-delete:${userId}`, DELETE_ATTEMPT_RULE);
  if (!limit.allowed) return { kind: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
  if (!(await passwordMatches(deps, userId, password))) return { kind: 'wrong-password' };
  // Erasing a moderator or an admin could leave the site without one: staff hand their role over first.
  if ((await roleOf(deps.db, userId, deps.log)) !== 'user') return { kind: 'staff' };
  const now = deps.clock.now();
  const due = new Date(now.getTime() + DELETION_GRACE_DAYS * DAY_MS);
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(memberAccountControls)
      .values({ userId, deletionRequestedAt: now, deletionDueAt: due })
      .onConflictDoUpdate({
        target: memberAccountControls.userId,
        set: {
          deletionRequestedAt: sql`coalesce(${memberAccountControls.deletionRequestedAt}, excluded.deletion_requested_at)`,
          deletionDueAt: sql`coalesce(${memberAccountControls.deletionDueAt}, excluded.deletion_due_at)`,
        },
      });
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
  await announceSessionsChanged(deps);
  const hold = await findAccountHold(deps.db, userId);
  await sendDeletionMail(deps, userId, hold?.deletionDueAt ?? due);
  return { kind: 'scheduled', hold };
}

/** A failed mail must not undo the deletion request: it is logged, the answer says it was scheduled. */
async function sendDeletionMail(deps: Deps, userId: string, due: Date): Promise<void> {
  try {
    const [user] = await deps.db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) return;
    const link = `${deps.config.publicUrl}/account`;
    await deps.mailer.send(await accountDeletionMail(user.email, user.name, due, link));
  } catch (error) {
    deps.log.error({ err: error }, 'could not send the account deletion mail');
  }
}

/** DELETE /api/me/sessions: every session of the member ends, this one too; their sockets close. */
export async function signOutEverywhere(deps: Deps, userId: string): Promise<number> {
  const ended = await deps.db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  await announceSessionsChanged(deps);
  return ended.length;
}
