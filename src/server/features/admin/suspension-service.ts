import { eq } from 'drizzle-orm';
import { announceSessionsChanged } from '../../auth/session-revocation.ts';
import { memberSuspensions, users } from '../../db/schema/index.ts';
import { suspendInTransaction } from '../../domain/member/member-suspension.ts';
import { recordStaffAction } from '../../domain/audit/staff-audit.ts';
import type { Deps, Viewer } from '../../http/app-env.ts';

/**
 * Suspending and reinstating a member (issue 21 item 3).
 *
 * Decisions:
 * - A suspension is a row in member_suspensions; the visibility rule reads it
 *   (domain/member/member-suspension.ts), so the member vanishes from browse, matches, favourites,
 *   featured, profiles (404), analytics viewers, connections and chats at the commit, on every
 *   instance, with no cache to clear. Their own data is kept: reinstating brings all of it back.
 * - The same transaction ends their sessions and records the action (reason included) in the audit
 *   trail; after the commit every instance forgets its cached sessions and closes their sockets
 *   (sessions.changed). Signing in again is refused after the password check (auth/auth.ts).
 * - Nobody suspends themselves (409 OWN_ACCOUNT), nor a moderator or an admin (409 STAFF_TARGET):
 *   staff lose their role first, so a suspension can never lock the last admin out.
 * - Suspending a suspended member, or reinstating one who is not, changes and records nothing
 *   (changed: false); the first reason stays.
 */

export type SuspensionOutcome =
  | { kind: 'changed' | 'unchanged'; userId: string; suspended: boolean }
  | { kind: 'not-found' | 'own-account' | 'staff-target' };

type Target = { id: string; email: string };

async function findTarget(deps: Pick<Deps, 'db'>, userId: string): Promise<Target | null> {
  const [row] = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function suspendMember(
  deps: Deps,
  actor: Viewer,
  userId: string,
  reason: string,
): Promise<SuspensionOutcome> {
  const target = await findTarget(deps, userId);
  if (!target) return { kind: 'not-found' };
  if (target.id === actor.id) return { kind: 'own-account' };
  const outcome = await deps.db.transaction(async (tx): Promise<SuspensionOutcome> => {
    const written = await suspendInTransaction(tx, {
      target,
      actor: { id: actor.id, email: actor.email },
      reason,
      endsAt: null,
      now: deps.clock.now(),
      action: 'user.suspended',
      details: { reason },
    });
    if (written === 'staff-target') return { kind: 'staff-target' };
    return { kind: written === 'suspended' ? 'changed' : 'unchanged', userId: target.id, suspended: true };
  });
  if (outcome.kind === 'changed') await announceSessionsChanged(deps);
  return outcome;
}

export async function reinstateMember(deps: Deps, actor: Viewer, userId: string): Promise<SuspensionOutcome> {
  const target = await findTarget(deps, userId);
  if (!target) return { kind: 'not-found' };
  const outcome = await deps.db.transaction(async (tx): Promise<SuspensionOutcome> => {
    const removed = await tx
      .delete(memberSuspensions)
      .where(eq(memberSuspensions.userId, target.id))
      .returning({ reason: memberSuspensions.reason, at: memberSuspensions.suspendedAt });
    const [was] = removed;
    if (!was) return { kind: 'unchanged', userId: target.id, suspended: false };
    await recordStaffAction(tx, {
      actor: { id: actor.id, email: actor.email },
      action: 'user.reinstated',
      target,
      details: { before: { reason: was.reason, suspended_at: was.at.toISOString() } },
    });
    return { kind: 'changed', userId: target.id, suspended: false };
  });
  return outcome;
}
