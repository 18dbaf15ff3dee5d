import type {
  TReviewerGender,
  TVerificationDetail,
  TVerificationQueue,
  TVerificationQueueItem,
} from '../../../shared/safety/verification-contract.ts';
import { VERIFICATION_PAGE_SIZE } from '../../../shared/safety/verification-contract.ts';
import {
  isVerificationPose,
  POSE_DESCRIPTIONS,
  type TVerificationPose,
} from '../../../shared/safety/verification-poses.ts';
import { ageFrom } from '../../../shared/rules/age.ts';
import { locationOf } from '../../../shared/rules/location.ts';
import type { AttemptRow, ReviewRow } from './review-queue.ts';

/** Who looks at the queue: their id and the gender they recorded. */
export type Reviewer = { id: string; gender: TReviewerGender | null };

// A pose stored before a pose was renamed still shows; the contract's list is what the web words.
const poseOf = (pose: string): TVerificationPose => (isVerificationPose(pose) ? pose : 'thumbs_up');

/** The selfie is never given a /media address: staff read it through this route. */
export const selfiePath = (id: string) => `/api/moderation/verifications/${id}/selfie`;

/** The member asked for a woman and this reviewer has not recorded that she is one. */
export const needsWoman = (row: Pick<ReviewRow, 'woman_reviewer'>, reviewer: Reviewer) =>
  row.woman_reviewer && reviewer.gender !== 'female';

export function presentQueueItem(row: ReviewRow, reviewer: Reviewer): TVerificationQueueItem {
  return {
    id: row.id,
    status: row.status,
    member: {
      user_id: row.user_id,
      full_name: row.full_name,
      email: row.email,
      gender: row.gender,
      photo_url: row.thumb_url,
    },
    pose: poseOf(row.pose),
    woman_reviewer: row.woman_reviewer,
    needs_woman_reviewer: needsWoman(row, reviewer),
    claim:
      row.claimed_by && row.claimed_at
        ? {
            by_id: row.claimed_by,
            by_name: row.claimer_name ?? 'A moderator',
            at: row.claimed_at,
            mine: row.claimed_by === reviewer.id,
          }
        : null,
    created_at: row.created_at,
    decided_at: row.decided_at,
  };
}

export const presentQueue = (
  found: { rows: ReviewRow[]; total: number },
  page: number,
  reviewer: Reviewer,
): TVerificationQueue => ({
  items: found.rows.map((row) => presentQueueItem(row, reviewer)),
  total: found.total,
  page,
  page_size: VERIFICATION_PAGE_SIZE,
  reviewer_gender: reviewer.gender,
});

/**
 * One request for review: the selfie beside the member's profile photos and basic facts, and their
 * other attempts. A reviewer the member did not ask for (needs_woman_reviewer) gets no selfie address.
 */
export function presentDetail(
  row: ReviewRow,
  attempts: AttemptRow[],
  reviewer: Reviewer,
): TVerificationDetail {
  const item = presentQueueItem(row, reviewer);
  return {
    ...item,
    pose_description: POSE_DESCRIPTIONS[item.pose],
    selfie_url: row.has_selfie && !item.needs_woman_reviewer ? selfiePath(row.id) : null,
    selfie_erased_at: row.selfie_erased_at,
    decision_reason: row.decision_reason,
    decided_by: row.decider_name,
    profile: {
      exists: row.has_profile,
      full_name: row.full_name,
      age: ageFrom(row.date_of_birth),
      location: locationOf(row.current_state, row.current_country),
      photo_url: row.photo_url,
      photo_thumb_url: row.thumb_url,
      verified_at: row.verified_at,
    },
    attempts: attempts.map((attempt) => ({
      id: attempt.id,
      status: attempt.status,
      pose: poseOf(attempt.pose),
      created_at: attempt.created_at,
      decided_at: attempt.decided_at,
      decided_by: attempt.decided_by,
      reason: attempt.reason,
    })),
  };
}
