import { and, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { announceSessionsChanged } from '../../auth/session-revocation.ts';
import {
  accounts,
  connections,
  favorites,
  matchLists,
  memberAccountControls,
  memberPlanSettings,
  profiles,
  profileViews,
  sessions,
  users,
  verifications,
} from '../../db/schema/index.ts';
import { DELETED_MEMBER_NAME } from '../../domain/member/account-holds.ts';
import { announceGuardianshipChange } from '../../domain/guardian/guardianship-events.ts';
import { revokeGuardianshipsOf } from '../../domain/guardian/guardianships.ts';
import type { Deps, SweepStep } from '../../http/app-env.ts';
import { removePhotoFiles } from '../../infra/photo-store.ts';

/**
 * The erasure of accounts whose 14 days have passed (issue 23 item 7), a step of the minute sweep
 * (Deps.sweepSteps). The due work is in the rows (deletion_due_at, erased_at), so a restart loses
 * nothing. Each account is erased in one transaction that begins by stamping erased_at on a row still
 * due and not yet erased: two instances sweeping at once erase it once, and a failure rolls the stamp
 * back for the next sweep.
 *
 * Erased: the profile row (name, photos, every field), the photo files (after the commit: a failure
 * there only leaves a file behind), favourites both ways, profile views both ways, stored match lists,
 * plan settings, pending requests, guardianships both ways (issue 23 item 5), sessions and the password.
 * The users row stays, renamed 'Deleted member' with an address that cannot receive mail, so
 * accepted connections and their messages stay with the partner, who sees 'Deleted member'
 * (connection-queries.ts). Payments and memberships stay (accounting), but a renewing membership
 * stops renewing first (`stopRenewals`, handed in by the wiring: the membership area tells the
 * provider); reports about the member and the audit trail keep their own copies.
 */

/** What the erasure asks of other areas, handed in by runtime.ts (a feature never imports another). */
export type ErasureHooks = { stopRenewals: (deps: Deps, userId: string) => Promise<void> };
const NO_HOOKS: ErasureHooks = { stopRenewals: async () => undefined };

const BATCH = 20;

async function eraseAccount(deps: Deps, userId: string, now: Date): Promise<boolean> {
  let endedGuardianships: Awaited<ReturnType<typeof revokeGuardianshipsOf>> = [];
  const photoUrls = await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(memberAccountControls)
      .set({ erasedAt: now, pausedAt: null })
      .where(
        and(
          eq(memberAccountControls.userId, userId),
          isNull(memberAccountControls.erasedAt),
          lte(memberAccountControls.deletionDueAt, now),
        ),
      )
      .returning({ userId: memberAccountControls.userId });
    if (claimed.length === 0) return null;
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const removed = await tx.delete(profiles).where(eq(profiles.userId, userId)).returning({
      photo: profiles.profilePhotoUrl,
      thumb: profiles.profilePhotoThumbUrl,
      pending: profiles.pendingPhotoUrl,
      pendingThumb: profiles.pendingPhotoThumbUrl,
    });
    await tx
      .delete(favorites)
      .where(or(eq(favorites.userId, userId), eq(favorites.favoritedProfileId, userId)));
    await tx
      .delete(profileViews)
      .where(or(eq(profileViews.viewerId, userId), eq(profileViews.viewedProfileId, userId)));
    await tx.delete(matchLists).where(eq(matchLists.viewerId, userId));
    await tx.delete(memberPlanSettings).where(eq(memberPlanSettings.userId, userId));
    await tx
      .delete(connections)
      .where(
        and(
          eq(connections.status, 'pending'),
          or(eq(connections.requesterId, userId), eq(connections.recipientId, userId)),
        ),
      );
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    if (user) await tx.delete(verifications).where(eq(verifications.identifier, user.email));
    // Guardianships end both ways: nobody reads an erased member's chats, nor does an erased guardian.
    endedGuardianships = await revokeGuardianshipsOf(tx, userId, now);
    await tx
      .update(users)
      .set({
        name: DELETED_MEMBER_NAME,
        // `.invalid` is reserved (RFC 2606): nothing can ever be delivered there.
        email: `deleted-${userId}@deleted.invalid`,
        emailVerified: false,
        image: null,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    return removed.flatMap((row) => [row.photo, row.thumb, row.pending, row.pendingThumb]);
  });
  if (photoUrls === null) return false;
  for (const { guardianId, memberId } of endedGuardianships)
    if (guardianId) await announceGuardianshipChange(deps, guardianId, memberId, false);
  await removePhotoFiles(deps.storage, photoUrls, deps.config.authSecret).catch((error: unknown) =>
    deps.log.warn({ err: error, userId }, 'erased account left photo files behind'),
  );
  return true;
}

/** Erases every account whose deletion is due; returns how many this call erased. */
export async function eraseDueAccounts(deps: Deps, hooks: ErasureHooks = NO_HOOKS): Promise<number> {
  const now = deps.clock.now();
  let erased = 0;
  for (;;) {
    const due = await deps.db
      .select({ userId: memberAccountControls.userId })
      .from(memberAccountControls)
      .where(
        and(
          isNotNull(memberAccountControls.deletionDueAt),
          isNull(memberAccountControls.erasedAt),
          lte(memberAccountControls.deletionDueAt, now),
        ),
      )
      .limit(BATCH);
    let done = 0;
    for (const { userId } of due) {
      await hooks.stopRenewals(deps, userId);
      if (await eraseAccount(deps, userId, now)) done++;
    }
    erased += done;
    if (due.length < BATCH || done === 0) break;
  }
  return erased;
}

/** The sweep's step (runtime.ts): erases what is due and, when anything was, ends cached sessions. */
export function eraseDueAccountsStep(hooks: ErasureHooks): SweepStep {
  return async (deps) => {
    const erased = await eraseDueAccounts(deps, hooks);
    if (erased === 0) return;
    deps.log.info({ erased }, 'deleted accounts erased');
    await announceSessionsChanged(deps);
  };
}
