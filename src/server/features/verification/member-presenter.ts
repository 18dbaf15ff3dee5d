import type { TMyVerification } from '../../../shared/safety/verification-contract.ts';
import {
  isVerificationPose,
  POSE_DESCRIPTIONS,
  POSE_VALID_MINUTES,
} from '../../../shared/safety/verification-poses.ts';
import type { MyVerification } from './member-service.ts';
import { statusOf } from './member-state.ts';

/**
 * The member's own verification. Never the selfie itself, nor who reviewed it: the member reads the
 * state, the pose to copy and, after a refusal, the reason they were given.
 */
export function presentMyVerification(found: MyVerification): TMyVerification {
  const { profile, latest, challenge } = found;
  return {
    status: statusOf(profile, latest),
    verified_at: profile?.verifiedAt?.toISOString() ?? null,
    request:
      latest && isVerificationPose(latest.pose)
        ? {
            id: latest.id,
            status: latest.status,
            pose: latest.pose,
            woman_reviewer: latest.womanReviewer,
            submitted_at: latest.createdAt.toISOString(),
            decided_at: latest.decidedAt?.toISOString() ?? null,
            reason: latest.status === 'refused' ? latest.decisionReason : null,
          }
        : null,
    challenge: challenge
      ? {
          pose: challenge.pose,
          description: POSE_DESCRIPTIONS[challenge.pose],
          expires_at: new Date(challenge.issuedAt.getTime() + POSE_VALID_MINUTES * 60_000).toISOString(),
        }
      : null,
    has_photo: profile?.hasPhoto ?? false,
    photo_waiting: profile?.photoWaiting ?? false,
    verified_viewers_only: profile?.verifiedViewersOnly ?? false,
  };
}
