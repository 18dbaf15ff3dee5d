import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { isoText } from '../../db/sql-text.ts';
import { memberVerifications, profiles, userRoles, users } from '../../db/schema/index.ts';
import {
  VERIFICATION_PAGE_SIZE,
  type TReviewerGender,
  type TVerificationStatus,
} from '../../../shared/safety/verification-contract.ts';

/** The staff side's reads: the queue, one request with the member's profile, their other attempts. */

export type ReviewRow = {
  id: string;
  status: TVerificationStatus;
  user_id: string;
  email: string;
  has_profile: boolean;
  full_name: string | null;
  gender: 'male' | 'female' | null;
  date_of_birth: string | null;
  current_state: string | null;
  current_country: string | null;
  photo_url: string | null;
  thumb_url: string | null;
  verified_at: string | null;
  pose: string;
  woman_reviewer: boolean;
  claimed_by: string | null;
  claimer_name: string | null;
  claimed_at: string | null;
  has_selfie: boolean;
  selfie_erased_at: string | null;
  decision_reason: string | null;
  decider_name: string | null;
  created_at: string;
  decided_at: string | null;
};

const mv = memberVerifications;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

const reviewColumns = sql`
  ${mv.id} as id, ${mv.status} as status, ${mv.userId} as user_id, u.email as email,
  p.user_id is not null as has_profile, p.full_name as full_name, p.gender as gender,
  p.date_of_birth::text as date_of_birth, p.current_state as current_state,
  p.current_country as current_country, p.profile_photo_url as photo_url,
  p.profile_photo_thumb_url as thumb_url, ${isoText(sql`p.verified_at`)} as verified_at,
  ${mv.pose} as pose, ${mv.womanReviewer} as woman_reviewer, ${mv.claimedBy} as claimed_by,
  claimer.name as claimer_name, ${isoText(sql`${mv.claimedAt}`)} as claimed_at,
  ${mv.selfieKey} is not null as has_selfie, ${isoText(sql`${mv.selfieErasedAt}`)} as selfie_erased_at,
  ${mv.decisionReason} as decision_reason, decider.name as decider_name,
  ${isoText(sql`${mv.createdAt}`)} as created_at, ${isoText(sql`${mv.decidedAt}`)} as decided_at`;

const reviewFrom = sql`${mv}
  join ${users} u on u.id = ${mv.userId}
  left join ${profiles} p on p.user_id = ${mv.userId}
  left join ${users} claimer on claimer.id = ${mv.claimedBy}
  left join ${users} decider on decider.id = ${mv.decidedBy}`;

/**
 * GET /api/moderation/verifications: a page of one status. Waiting requests oldest first (the one
 * waiting longest is reviewed first); decided ones newest first. Both walk member_verifications_queue_idx.
 */
export async function listRequests(
  db: Db,
  status: TVerificationStatus,
  page: number,
): Promise<{ rows: ReviewRow[]; total: number }> {
  const order =
    status === 'pending' ? sql`${mv.createdAt}, ${mv.id}` : sql`${mv.createdAt} desc, ${mv.id} desc`;
  const [rows, counted] = await Promise.all([
    db.execute(sql`select ${reviewColumns} from ${reviewFrom} where ${mv.status} = ${status}
      order by ${order} limit ${VERIFICATION_PAGE_SIZE} offset ${(page - 1) * VERIFICATION_PAGE_SIZE}`),
    db.execute(sql`select count(*)::int as n from ${mv} where ${mv.status} = ${status}`),
  ]);
  return { rows: rowsOf<ReviewRow>(rows), total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0) };
}

async function selectOne(db: Db, where: SQL): Promise<ReviewRow | null> {
  const [row] = rowsOf<ReviewRow>(
    await db.execute(sql`select ${reviewColumns} from ${reviewFrom} where ${where} limit 1`),
  );
  return row ?? null;
}

/** One request by id (null for an unknown or malformed id). */
export async function findRequest(db: Db, id: string): Promise<ReviewRow | null> {
  if (!isUuid(id)) return null;
  return selectOne(db, sql`${mv.id} = ${id}::uuid`);
}

export type AttemptRow = {
  id: string;
  status: TVerificationStatus;
  pose: string;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  reason: string | null;
};

/** The member's other requests, newest first (the last 20). */
export async function attemptsOf(db: Db, userId: string, exceptId: string): Promise<AttemptRow[]> {
  return rowsOf<AttemptRow>(
    await db.execute(sql`
      select ${mv.id} as id, ${mv.status} as status, ${mv.pose} as pose,
        ${isoText(sql`${mv.createdAt}`)} as created_at, ${isoText(sql`${mv.decidedAt}`)} as decided_at,
        d.name as decided_by, ${mv.decisionReason} as reason
      from ${mv} left join ${users} d on d.id = ${mv.decidedBy}
      where ${mv.userId} = ${userId} and ${mv.id} <> ${exceptId}::uuid
      order by ${mv.createdAt} desc limit 20`),
  );
}

/** The gender a staff member recorded for themselves (null: not recorded). */
export async function reviewerGenderOf(db: Db, staffId: string): Promise<TReviewerGender | null> {
  const [row] = await db
    .select({ gender: userRoles.reviewerGender })
    .from(userRoles)
    .where(eq(userRoles.userId, staffId))
    .limit(1);
  return row?.gender ?? null;
}

/** The selfie's storage key, for the staff route (null: unknown request, or erased). */
export async function selfieKeyOf(
  db: Db,
  id: string,
): Promise<{ key: string | null; womanReviewer: boolean } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ key: mv.selfieKey, womanReviewer: mv.womanReviewer })
    .from(mv)
    .where(eq(mv.id, id))
    .limit(1);
  return row ?? null;
}
