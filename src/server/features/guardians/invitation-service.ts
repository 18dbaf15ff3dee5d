import { and, eq, sql } from 'drizzle-orm';
import { announceSessionsChanged } from '../../auth/session-revocation.ts';
import type { Db } from '../../db/client.ts';
import { memberGuardians, profiles, users } from '../../db/schema/index.ts';
import type { AccountKind, Deps, Viewer } from '../../http/app-env.ts';
import { acceptError } from './errors.ts';
import { hashInvitationToken } from './invitation-tokens.ts';
import { acceptRefusal } from './policies.ts';

/**
 * The guardian's side of an invitation (issue 23 item 5): the accept page reads who invited them by the
 * token (no sign-in needed: the token is the secret the mail carried), and a signed-in account with the
 * invited address accepts it. Accepting spends the token.
 */

const g = memberGuardians;

export type InvitationRow = {
  id: string;
  memberId: string;
  memberName: string;
  email: string;
  name: string;
  relationship: string;
  status: string;
  tokenExpiresAt: Date | null;
  weeklySummary: boolean;
};

const invitationColumns = {
  id: g.id,
  memberId: g.memberId,
  memberName: users.name,
  email: g.email,
  name: g.name,
  relationship: g.relationship,
  status: g.status,
  tokenExpiresAt: g.tokenExpiresAt,
  weeklySummary: g.weeklySummary,
};

/** The invitation this token opens, whatever its state; null for an unknown or spent token. */
export async function findInvitation(db: Pick<Db, 'select'>, token: string): Promise<InvitationRow | null> {
  const [row] = await db
    .select(invitationColumns)
    .from(g)
    .innerJoin(users, eq(users.id, g.memberId))
    .where(eq(g.tokenHash, hashInvitationToken(token)))
    .limit(1);
  return row ?? null;
}

const expiredAt = (row: InvitationRow, now: Date) => row.tokenExpiresAt !== null && row.tokenExpiresAt <= now;

/** What the accept page shows: 404 unknown or spent, 410 expired. */
export async function openInvitation(
  deps: Pick<Deps, 'db' | 'clock'>,
  token: string,
): Promise<InvitationRow> {
  const row = await findInvitation(deps.db, token);
  if (!row || row.status !== 'invited') throw acceptError('unknown');
  if (expiredAt(row, deps.clock.now())) throw acceptError('expired');
  return row;
}

export type Accepted = { invitation: InvitationRow; acceptedAt: Date; accountKind: AccountKind };

/**
 * One transaction: the invitation locked and checked (open, not expired, the account's address, not the
 * member themself), then accepted by this account with its token spent. An account without a member
 * profile becomes a guardian account in the same transaction (a member account stays a member); its
 * cached sessions are then forgotten on every instance, so the next request already knows.
 */
export async function acceptInvitation(
  deps: Pick<Deps, 'db' | 'clock' | 'sessions' | 'bus' | 'log'>,
  account: Viewer,
  input: { token: string; weekly_summary?: boolean | undefined },
): Promise<Accepted> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select(invitationColumns)
      .from(g)
      .innerJoin(users, eq(users.id, g.memberId))
      .where(eq(g.tokenHash, hashInvitationToken(input.token)))
      .limit(1)
      .for('update', { of: g });
    const invitation = row ?? null;
    const refusal = acceptRefusal(
      invitation && { ...invitation, expired: expiredAt(invitation, now) },
      account,
    );
    if (refusal || !invitation) throw acceptError(refusal ?? 'unknown');
    await tx
      .update(g)
      .set({
        status: 'accepted',
        guardianId: account.id,
        acceptedAt: now,
        tokenHash: null,
        weeklySummary: input.weekly_summary ?? invitation.weeklySummary,
        updatedAt: now,
      })
      .where(and(eq(g.id, invitation.id), eq(g.status, 'invited')));
    if (account.accountKind === 'guardian') return { invitation, becameGuardian: false };
    const changed = await tx
      .update(users)
      .set({ accountKind: 'guardian', updatedAt: now })
      .where(
        and(
          eq(users.id, account.id),
          eq(users.accountKind, 'member'),
          sql`not exists (select 1 from ${profiles} where ${profiles.userId} = ${account.id})`,
        ),
      )
      .returning({ id: users.id });
    return { invitation, becameGuardian: changed.length > 0 };
  });
  if (outcome.becameGuardian) await announceSessionsChanged(deps);
  const accountKind = outcome.becameGuardian ? 'guardian' : account.accountKind;
  return {
    invitation: {
      ...outcome.invitation,
      weeklySummary: input.weekly_summary ?? outcome.invitation.weeklySummary,
    },
    acceptedAt: now,
    accountKind,
  };
}
