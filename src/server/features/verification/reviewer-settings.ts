import { eq } from 'drizzle-orm';
import { userRoles } from '../../db/schema/index.ts';
import { recordStaffAction } from '../../domain/audit/staff-audit.ts';
import type { Deps, Viewer } from '../../http/app-env.ts';
import type { TReviewerGender } from '../../../shared/safety/verification-contract.ts';
import { reviewerGenderOf } from './review-queue.ts';

/**
 * PUT /api/moderation/me: a staff member records their own gender, which decides whether they may
 * review a selfie whose member asked for a woman. Their own word, recorded in the audit trail with
 * the change; staff always have a role row (the staff router found their role in it).
 */
export async function saveReviewerGender(
  deps: Pick<Deps, 'db'>,
  me: Viewer,
  gender: TReviewerGender | null,
): Promise<TReviewerGender | null> {
  const before = await reviewerGenderOf(deps.db, me.id);
  if (before === gender) return gender;
  await deps.db.transaction(async (tx) => {
    await tx.update(userRoles).set({ reviewerGender: gender }).where(eq(userRoles.userId, me.id));
    await recordStaffAction(tx, {
      actor: { id: me.id, email: me.email },
      action: 'reviewer.gender_recorded',
      target: { id: me.id, email: me.email },
      details: { before, after: gender },
    });
  });
  return gender;
}
