import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import {
  GUARDIAN_INVITATION_DAYS,
  type TGuardianInviteInput,
  type TGuardianRelationship,
} from '../../../shared/safety/guardian-contract.ts';
import type { Db } from '../../db/client.ts';
import { isPgError, UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import { memberGuardians, users } from '../../db/schema/index.ts';
import { announceGuardianshipChange } from '../../domain/guardian/guardianship-events.ts';
import type { Deps, Viewer } from '../../http/app-env.ts';
import { hitRateLimit, type RateRule } from '../../http/rate-limit.ts';
import { guardianInvitationMail } from '../../infra/mail-templates.ts';
import { confirmError, inviteError, inviteRateLimited, revokeError } from './errors.ts';
import { invitationToken, isUuid } from './invitation-tokens.ts';
import { confirmRefusal, inviteRefusal, revokeRefusal } from './policies.ts';

/**
 * The member's side of guardianship (issue 23 item 5): invite by e-mail, confirm the guardian who
 * accepted, revoke at any stage. Times come from Deps.clock, so the weekly summary can be tested by
 * moving it.
 */

export type GuardianshipRow = typeof memberGuardians.$inferSelect;
type ServiceDeps = Pick<Deps, 'db' | 'bus' | 'log' | 'clock' | 'mailer' | 'config'>;

const g = memberGuardians;
const LIVE = ['invited', 'accepted', 'active'] as const;

/**
 * Invitations send mail: 10 attempts an hour per member (refused ones too, like connection requests),
 * and 3 in 10 minutes to one address (like auth mails).
 */
export const INVITE_RATE_RULE: RateRule = { max: 10, windowSeconds: 3600 };
export const INVITE_ADDRESS_RATE_RULE: RateRule = { max: 3, windowSeconds: 600 };
/** Revoked guardianships the list keeps showing (the live ones are at most GUARDIANS_MAX). */
const REVOKED_SHOWN = 10;

/** The member's live guardianships (newest first), then the latest revoked ones. */
export async function listGuardianships(db: Db, memberId: string): Promise<GuardianshipRow[]> {
  const [live, revoked] = await Promise.all([
    db
      .select()
      .from(g)
      .where(and(eq(g.memberId, memberId), inArray(g.status, [...LIVE])))
      .orderBy(desc(g.invitedAt), desc(g.id)),
    db
      .select()
      .from(g)
      .where(and(eq(g.memberId, memberId), eq(g.status, 'revoked')))
      .orderBy(desc(g.revokedAt), desc(g.id))
      .limit(REVOKED_SHOWN),
  ]);
  return [...live, ...revoked];
}

/** How the invitation names the relationship. */
const RELATIONSHIP_WORDS: Record<TGuardianRelationship, string> = {
  father: 'father',
  mother: 'mother',
  brother: 'brother',
  sister: 'sister',
  uncle: 'uncle',
  aunt: 'aunt',
  grandparent: 'grandparent',
  other_relative: 'relative',
};

/**
 * An invitation: counted first (refused attempts too), then, with the member's users row locked so two
 * invitations at once cannot pass the limit together: expired invitations make room, the refusals of
 * policies.ts, and the insert (the live (member, address) unique index decides a race on one address).
 * The mail goes after the commit; if it cannot be sent the invitation is taken back.
 */
export async function inviteGuardian(
  deps: ServiceDeps,
  viewer: Viewer,
  input: TGuardianInviteInput,
): Promise<GuardianshipRow> {
  const { db } = deps;
  const email = input.email.trim().toLowerCase();
  const now = deps.clock.now();
  for (const [key, rule] of [
    [`guardian-invites:${viewer.id}`, INVITE_RATE_RULE],
    [`guardian-invite-mail:${email}`, INVITE_ADDRESS_RATE_RULE],
  ] as const) {
    const hit = await hitRateLimit(db, key, rule);
    if (!hit.allowed) throw inviteRateLimited(hit.retryAfterSeconds);
  }
  const { token, tokenHash } = invitationToken();
  const expiresAt = new Date(now.getTime() + GUARDIAN_INVITATION_DAYS * 24 * 3600 * 1000);
  let row: GuardianshipRow | undefined;
  try {
    row = await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
      await tx
        .update(g)
        .set({ status: 'revoked', revokedAt: now, tokenHash: null, updatedAt: now })
        .where(and(eq(g.memberId, viewer.id), eq(g.status, 'invited'), lte(g.tokenExpiresAt, now)));
      const live = await tx
        .select({ email: g.email })
        .from(g)
        .where(and(eq(g.memberId, viewer.id), inArray(g.status, [...LIVE])));
      const refusal = inviteRefusal({ ownEmail: viewer.email, email, live });
      if (refusal) throw inviteError(refusal);
      const [inserted] = await tx
        .insert(g)
        .values({
          memberId: viewer.id,
          email,
          name: input.name.trim(),
          relationship: input.relationship,
          tokenHash,
          tokenExpiresAt: expiresAt,
          weeklySummary: input.weekly_summary ?? false,
          invitedAt: now,
          updatedAt: now,
        })
        .returning();
      return inserted;
    });
  } catch (error) {
    if (isPgError(error, UNIQUE_VIOLATION, 'member_guardians_live_email_idx')) throw inviteError('exists');
    throw error;
  }
  if (!row) throw new Error('guardian insert returned no row');
  try {
    await deps.mailer.send(
      await guardianInvitationMail(email, {
        guardianName: row.name,
        memberName: viewer.name,
        relationship: RELATIONSHIP_WORDS[input.relationship],
        weeklySummary: row.weeklySummary,
        link: `${deps.config.publicUrl}/guardian/invite?token=${token}`,
        days: GUARDIAN_INVITATION_DAYS,
      }),
    );
  } catch (error) {
    await db.delete(g).where(eq(g.id, row.id));
    throw error;
  }
  return row;
}

/** The row behind a path id, locked until the transaction ends; null for unknown or malformed ids. */
async function lockGuardianship(tx: Pick<Db, 'select'>, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await tx.select().from(g).where(eq(g.id, id)).limit(1).for('update');
  return row ?? null;
}

/** The member confirms a guardian who accepted: from now on the guardian reads, live. */
export async function confirmGuardian(deps: ServiceDeps, memberId: string, id: string) {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockGuardianship(tx, id);
    const refusal = confirmRefusal(current, memberId);
    if (refusal) throw confirmError(refusal);
    const [updated] = await tx
      .update(g)
      .set({ status: 'active', confirmedAt: now, updatedAt: now })
      .where(eq(g.id, id))
      .returning();
    return updated;
  });
  if (!row) throw new Error('guardian confirm returned no row');
  if (row.guardianId) await announceGuardianshipChange(deps, row.guardianId, memberId, true);
  return row;
}

/**
 * The member ends a guardianship at any stage: an open invitation's link stops working, and an active
 * guardian's next request is refused and their open sockets close at once, on every instance.
 */
export async function revokeGuardian(deps: ServiceDeps, memberId: string, id: string) {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockGuardianship(tx, id);
    const refusal = revokeRefusal(current, memberId);
    if (refusal) throw revokeError(refusal);
    const [updated] = await tx
      .update(g)
      .set({ status: 'revoked', revokedAt: now, tokenHash: null, updatedAt: now })
      .where(eq(g.id, id))
      .returning();
    return updated;
  });
  if (!row) throw new Error('guardian revoke returned no row');
  if (row.guardianId) await announceGuardianshipChange(deps, row.guardianId, memberId, false);
  return row;
}

/** Whether an open invitation's link has stopped working. */
export const isExpired = (row: GuardianshipRow, now: Date) =>
  row.status === 'invited' && row.tokenExpiresAt !== null && row.tokenExpiresAt <= now;
