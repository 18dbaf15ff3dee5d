import { z } from '@hono/zod-openapi';
import {
  REVIEWER_GENDERS,
  VERIFICATION_STATUSES,
  type TMyVerification,
  type TReviewerSettings,
  type TVerificationDetail,
  type TVerificationQueue,
} from '../../../shared/safety/verification-contract.ts';
import { VERIFICATION_POSES } from '../../../shared/safety/verification-poses.ts';

/** The verification answers' shapes for /api/openapi.json, each checked against the shared contract. */

const text = z.string().nullable();
const ZPose = z.enum(VERIFICATION_POSES);
const ZStatus = z.enum(VERIFICATION_STATUSES);

export const ZMyVerification = z
  .object({
    status: z.enum(['none', ...VERIFICATION_STATUSES]),
    verified_at: text,
    request: z
      .object({
        id: z.string(),
        status: ZStatus,
        pose: ZPose,
        woman_reviewer: z.boolean(),
        submitted_at: z.string(),
        decided_at: text,
        reason: text,
      })
      .nullable(),
    challenge: z.object({ pose: ZPose, description: z.string(), expires_at: z.string() }).nullable(),
    has_photo: z.boolean(),
    photo_waiting: z.boolean(),
    verified_viewers_only: z.boolean(),
  })
  .openapi('MyVerification') satisfies z.ZodType<TMyVerification>;

const ZClaim = z
  .object({ by_id: z.string(), by_name: z.string(), at: z.string(), mine: z.boolean() })
  .nullable();

const ZQueueItem = z.object({
  id: z.string(),
  status: ZStatus,
  member: z.object({
    user_id: z.string(),
    full_name: text,
    email: z.string(),
    gender: z.enum(['male', 'female']).nullable(),
    photo_url: text,
  }),
  pose: ZPose,
  woman_reviewer: z.boolean(),
  needs_woman_reviewer: z.boolean(),
  claim: ZClaim,
  created_at: z.string(),
  decided_at: text,
});

const ZReviewerGender = z.enum(REVIEWER_GENDERS).nullable();

export const ZVerificationQueue = z
  .object({
    items: z.array(ZQueueItem),
    total: z.number(),
    page: z.number(),
    page_size: z.number(),
    reviewer_gender: ZReviewerGender,
  })
  .openapi('VerificationQueue') satisfies z.ZodType<TVerificationQueue>;

export const ZVerificationDetail = ZQueueItem.extend({
  pose_description: z.string(),
  selfie_url: text,
  selfie_erased_at: text,
  decision_reason: text,
  decided_by: text,
  profile: z.object({
    exists: z.boolean(),
    full_name: text,
    age: z.number().nullable(),
    location: text,
    photo_url: text,
    photo_thumb_url: text,
    verified_at: text,
  }),
  attempts: z.array(
    z.object({
      id: z.string(),
      status: ZStatus,
      pose: ZPose,
      created_at: z.string(),
      decided_at: text,
      decided_by: text,
      reason: text,
    }),
  ),
}).openapi('VerificationDetail') satisfies z.ZodType<TVerificationDetail>;

export const ZReviewerSettingsAnswer = z
  .object({ reviewer_gender: ZReviewerGender })
  .openapi('ReviewerSettings') satisfies z.ZodType<TReviewerSettings>;
