import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { memberVerifications, userRoles } from '../../db/schema/index.ts';
import { VERIFICATION_CLAIM_MINUTES } from '../../../shared/safety/verification-contract.ts';
import { reviewError } from './errors.ts';
import { findRequest, isUuid, reviewerGenderOf, type ReviewRow } from './review-queue.ts';

const mv = memberVerifications;

/** A claim another staff member holds and still works on (younger than VERIFICATION_CLAIM_MINUTES). */
const heldByOther = (me: string, now: Date) =>
  sql`${mv.claimedBy} is not null and ${mv.claimedBy} <> ${me}
    and ${mv.claimedAt} > ${now.toISOString()}::timestamptz - make_interval(mins => ${VERIFICATION_CLAIM_MINUTES})`;

/**
 * The member's wish honoured: a request for a woman reviewer is reviewed only by staff who recorded
 * that they are a woman (user_roles.reviewer_gender), read in the statement that claims or decides.
 */
export const reviewableBy = (me: string) =>
  sql`(not ${mv.womanReviewer} or exists (select 1 from ${userRoles} as reviewer
    where reviewer.user_id = ${me} and reviewer.reviewer_gender = 'female'))`;

/** Why a claim or a decision found no row to change: the first rule the request fails for me. */
export async function refusalFor(db: Db, me: string, id: string): Promise<never> {
  const row = await findRequest(db, id);
  if (!row) throw reviewError('not-found');
  if (row.status !== 'pending') throw reviewError('decided');
  if (row.user_id === me) throw reviewError('own-request');
  if (row.woman_reviewer && (await reviewerGenderOf(db, me)) !== 'female') throw reviewError('needs-woman');
  if (!row.claimed_by) throw reviewError('not-claimed');
  throw reviewError('claimed-by-other', row.claimer_name ?? 'Another moderator');
}

/**
 * POST /api/moderation/verifications/:id/claim: mine now, in one statement, unless another staff member
 * holds it (two never review the same selfie), it is my own, or it waits for a woman and I am not one.
 * Claiming my own claim again renews it.
 */
export async function claimRequest(db: Db, me: string, id: string, now: Date): Promise<ReviewRow> {
  if (!isUuid(id)) throw reviewError('not-found');
  const claimed = rowsOf<{ id: string }>(
    await db.execute(sql`
      update ${mv} set claimed_by = ${me}, claimed_at = ${now.toISOString()}::timestamptz
      where ${mv.id} = ${id}::uuid and ${mv.status} = 'pending' and ${mv.userId} <> ${me}
        and ${reviewableBy(me)} and not (${heldByOther(me, now)})
      returning id`),
  );
  if (claimed.length === 0) return refusalFor(db, me, id);
  return (await findRequest(db, id))!;
}

/** POST /api/moderation/verifications/:id/release: lets go of my claim; releasing what I do not hold is fine. */
export async function releaseRequest(db: Db, me: string, id: string): Promise<ReviewRow> {
  if (!isUuid(id)) throw reviewError('not-found');
  await db.execute(sql`
    update ${mv} set claimed_by = null, claimed_at = null
    where ${mv.id} = ${id}::uuid and ${mv.status} = 'pending' and ${mv.claimedBy} = ${me}`);
  const row = await findRequest(db, id);
  if (!row) throw reviewError('not-found');
  return row;
}
