import { eq, sql } from 'drizzle-orm';
import { announceSessionsChanged } from '../../auth/session-revocation.ts';
import { rowsOf } from '../../db/rows.ts';
import { memberNotices, memberReports, moderationItems, profiles, users } from '../../db/schema/index.ts';
import { recordStaffAction, type Tx } from '../../domain/audit/staff-audit.ts';
import { suspendInTransaction } from '../../domain/member/member-suspension.ts';
import type { Deps, Viewer } from '../../http/app-env.ts';
import { moderationDecisionMail } from '../../infra/mail-templates.ts';
import { removePhotoFiles } from '../../infra/photo-store.ts';
import {
  DECISIONS_FOR_KIND,
  type TModerationDecision,
  type TModerationKind,
} from '../../../shared/safety/moderation-contract.ts';
import { refusalFor } from './moderation-claims.ts';
import { decisionNotForKind, moderationRefusal } from './errors.ts';
import { applyToPhoto } from './moderation-photo-effects.ts';
import { findItem, isUuid, type QueueRow } from './moderation-queue.ts';

export type Decision = { decision: TModerationDecision; reason: string; suspendDays?: number | undefined };

export type Member = { id: string; email: string; name: string };
type Applied = { member: Member; removedPhotos: (string | null)[]; endedSessions: boolean };

const DAY_MS = 86_400_000;
const mi = moderationItems;

const NOTICES = {
  warn: { kind: 'warning', text: 'A moderator reviewed reports about your account and gave you a warning' },
  remove_photo: { kind: 'photo_removed', text: 'A moderator removed your profile photo' },
} as const;

/** What the decision does to the member, inside the transaction that records it. */
async function apply(
  tx: Tx,
  deps: Deps,
  actor: Viewer,
  member: Member,
  decision: Decision,
  until: Date | null,
  kind: TModerationKind,
) {
  const applied: Applied = { member, removedPhotos: [], endedSessions: false };
  const now = deps.clock.now();
  if (kind === 'photo')
    applied.removedPhotos = await applyToPhoto(tx, member.id, decision.decision, decision.reason, now);
  else if (decision.decision === 'warn' || decision.decision === 'remove_photo') {
    const notice = NOTICES[decision.decision];
    await tx.insert(memberNotices).values({
      userId: member.id,
      kind: notice.kind,
      message: `${notice.text}: ${decision.reason}`,
      createdAt: now,
    });
  }
  if (kind === 'report' && decision.decision === 'remove_photo') {
    const [photos] = await tx
      .select({ photo: profiles.profilePhotoUrl, thumb: profiles.profilePhotoThumbUrl })
      .from(profiles)
      .where(eq(profiles.userId, member.id));
    applied.removedPhotos = photos ? [photos.photo, photos.thumb] : [];
    await tx
      .update(profiles)
      .set({ profilePhotoUrl: null, profilePhotoThumbUrl: null })
      .where(eq(profiles.userId, member.id));
    await tx.update(users).set({ image: null }).where(eq(users.id, member.id));
  }
  if (decision.decision === 'suspend' || decision.decision === 'ban') {
    const written = await suspendInTransaction(tx, {
      target: member,
      actor: { id: actor.id, email: actor.email },
      reason: decision.reason,
      endsAt: until,
      now,
      action: decision.decision === 'ban' ? 'user.banned' : 'user.suspended',
      details: {
        reason: decision.reason,
        ...(until ? { until: until.toISOString() } : {}),
        by: 'moderation',
      },
    });
    if (written === 'staff-target') throw moderationRefusal('staff-target');
    applied.endedSessions = written === 'suspended';
  }
  return applied;
}

/**
 * POST /api/moderation/items/:id/decision. Only the moderator holding the claim decides, and only with
 * a decision its kind allows (DECISIONS_FOR_KIND); one transaction marks the item decided, closes its
 * reports, applies the decision (a notice, the photo taken down or a waiting photo approved or dropped,
 * a suspension for a time or for good) and records it in the audit trail. After the commit: photo files
 * removed, sessions ended everywhere, the member told by e-mail.
 */
export async function decideItem(
  deps: Deps,
  actor: Viewer,
  id: string,
  decision: Decision,
): Promise<QueueRow> {
  const found = isUuid(id) ? await findItem(deps.db, id) : null;
  if (!found) throw moderationRefusal('not-found');
  // An item's kind never changes, so it may be read before the deciding statement.
  const kind = found.kind;
  if (!DECISIONS_FOR_KIND[kind].includes(decision.decision)) throw decisionNotForKind(kind);
  const now = deps.clock.now();
  const until =
    decision.decision === 'suspend' ? new Date(now.getTime() + (decision.suspendDays ?? 1) * DAY_MS) : null;
  const applied = await deps.db.transaction(async (tx) => {
    const [item] = rowsOf<{ user_id: string; claimed_by: string | null }>(
      await tx.execute(sql`
        update ${mi} set status = 'decided', decision = ${decision.decision},
          decision_reason = ${decision.reason}, decided_by = ${actor.id},
          decided_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz,
          suspended_until = ${until ? until.toISOString() : null}::timestamptz, hides_member = false
        where ${mi.id} = ${id}::uuid and ${mi.status} = 'open' and ${mi.claimedBy} = ${actor.id}
        returning user_id, claimed_by`),
    );
    if (!item) return null;
    await tx.update(memberReports).set({ status: 'closed' }).where(eq(memberReports.itemId, id));
    const [member] = await tx
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, item.user_id));
    if (!member) throw moderationRefusal('not-found');
    const result = await apply(tx, deps, actor, member, decision, until, kind);
    // A suspension or a ban is recorded by suspendInTransaction itself.
    if (decision.decision !== 'suspend' && decision.decision !== 'ban')
      await recordStaffAction(tx, {
        actor: { id: actor.id, email: actor.email },
        action: `moderation.${decision.decision}`,
        target: { id: member.id, email: member.email },
        details: { item_id: id, kind, reason: decision.reason },
      });
    return result;
  });
  if (!applied) {
    const item = await findItem(deps.db, id);
    if (item?.status === 'open' && !item.claimed_by) throw moderationRefusal('not-claimed');
    return refusalFor(deps.db, id);
  }
  await afterCommit(deps, applied, decision, until, kind);
  return (await findItem(deps.db, id))!;
}

async function afterCommit(
  deps: Deps,
  applied: Applied,
  decision: Decision,
  until: Date | null,
  kind: TModerationKind,
) {
  await removePhotoFiles(deps.storage, applied.removedPhotos, deps.config.authSecret).catch(
    (error: unknown) => deps.log.error({ err: error }, 'could not remove a moderated photo'),
  );
  if (applied.endedSessions) await announceSessionsChanged(deps);
  // A dismissal tells nobody; an approved photo tells itself (it is now the one members see).
  if (decision.decision === 'dismiss' || decision.decision === 'approve') return;
  try {
    const mail = await moderationDecisionMail(applied.member.email, {
      name: applied.member.name,
      decision:
        kind === 'photo' && decision.decision === 'remove_photo' ? 'photo_not_approved' : decision.decision,
      reason: decision.reason,
      until: until?.toISOString() ?? null,
      siteUrl: deps.config.publicUrl,
    });
    await deps.mailer.send(mail);
  } catch (error) {
    deps.log.error({ err: error }, 'could not send a moderation decision mail');
  }
}
