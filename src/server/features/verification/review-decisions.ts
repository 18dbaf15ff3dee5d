import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { memberNotices, memberVerifications, profiles, users } from '../../db/schema/index.ts';
import { recordStaffAction } from '../../domain/audit/staff-audit.ts';
import type { Deps, Viewer } from '../../http/app-env.ts';
import { verificationDecisionMail } from '../../infra/mail-templates.ts';
import { reviewError } from './errors.ts';
import { refusalFor, reviewableBy } from './review-claims.ts';
import { findRequest, isUuid, type ReviewRow } from './review-queue.ts';

export type VerificationDecision = { decision: 'approve' | 'refuse'; reason: string | null };

type Member = { id: string; email: string; name: string };

const mv = memberVerifications;

const NOTICES = {
  approve: {
    kind: 'verification_approved',
    text: 'Your profile is verified: the Verified badge now shows on your cards, profile and chats.',
  },
  refuse: { kind: 'verification_refused', text: 'We could not verify your profile' },
} as const;

/**
 * POST /api/moderation/verifications/:id/decision. Only the staff member holding the claim decides (and
 * only one who may review it: a woman, when the member asked for one). One transaction: the request
 * decided with its reason, the member's profile verified (an approval; a refusal leaves verified_at
 * alone, and so does a later change of photo), a notice on their dashboard and the audit record. After
 * the commit the member is e-mailed. The selfie stays for SELFIE_KEEP_DAYS, then the sweep erases it.
 */
export async function decideRequest(
  deps: Pick<Deps, 'db' | 'clock' | 'mailer' | 'log' | 'config'>,
  actor: Viewer,
  id: string,
  decision: VerificationDecision,
): Promise<ReviewRow> {
  if (!isUuid(id)) throw reviewError('not-found');
  const now = deps.clock.now();
  const at = sql`${now.toISOString()}::timestamptz`;
  const status = decision.decision === 'approve' ? 'approved' : 'refused';
  const member = await deps.db.transaction(async (tx): Promise<Member | null> => {
    const [decided] = rowsOf<{ user_id: string }>(
      await tx.execute(sql`
        update ${mv} set status = ${status}, decided_by = ${actor.id}, decided_at = ${at},
          decision_reason = ${decision.reason}, updated_at = ${at}
        where ${mv.id} = ${id}::uuid and ${mv.status} = 'pending' and ${mv.claimedBy} = ${actor.id}
          and ${reviewableBy(actor.id)}
        returning user_id`),
    );
    if (!decided) return null;
    const [found] = await tx
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, decided.user_id));
    if (!found) throw reviewError('not-found');
    if (status === 'approved')
      await tx.update(profiles).set({ verifiedAt: now }).where(eq(profiles.userId, found.id));
    const notice = NOTICES[decision.decision];
    const message = decision.decision === 'refuse' ? `${notice.text}: ${decision.reason ?? ''}` : notice.text;
    // member_notices.kind gained the verification kinds in migration 0028 (its schema lists the older ones).
    await tx.execute(sql`insert into ${memberNotices} (user_id, kind, message, created_at)
      values (${found.id}, ${notice.kind}, ${message}, ${at})`);
    await recordStaffAction(tx, {
      actor: { id: actor.id, email: actor.email },
      action: status === 'approved' ? 'verification.approved' : 'verification.refused',
      target: { id: found.id, email: found.email },
      details: { verification_id: id, ...(decision.reason ? { reason: decision.reason } : {}) },
    });
    return found;
  });
  if (!member) return refusalFor(deps.db, actor.id, id);
  await mailMember(deps, member, decision);
  return (await findRequest(deps.db, id))!;
}

async function mailMember(
  deps: Pick<Deps, 'mailer' | 'log' | 'config'>,
  member: Member,
  decision: VerificationDecision,
) {
  try {
    const mail = await verificationDecisionMail(member.email, {
      name: member.name,
      decision: decision.decision,
      reason: decision.decision === 'refuse' ? decision.reason : null,
      siteUrl: deps.config.publicUrl,
    });
    await deps.mailer.send(mail);
  } catch (error) {
    // The decision stands: the member also reads it on their dashboard and on the verification screen.
    deps.log.error({ err: error }, 'could not send a verification decision mail');
  }
}
