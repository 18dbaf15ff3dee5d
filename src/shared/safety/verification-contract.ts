import { z } from 'zod';
import { withoutNul } from '../text-rules.ts';
import { issue } from '../validation/issues.ts';
import { VERIFICATION_POSES, type TVerificationPose } from './verification-poses.ts';

/**
 * Member verification by selfie (issue 23 item 3). A member copies a pose the server drew for them in a
 * selfie; staff compare it with the profile photos and approve (the Verified badge) or refuse with a
 * reason. Selfies are read by staff only (a staff route, never /media) and erased 30 days after the
 * decision. A member may ask that a woman reviews it; a member may choose to be seen only by verified
 * members (domain/member/verified-viewers.ts).
 */

export const VERIFICATION_STATUSES = ['pending', 'approved', 'refused'] as const;
export type TVerificationStatus = (typeof VERIFICATION_STATUSES)[number];
/** A member's state: never asked, waiting, verified, or refused (and may try again). */
export type TMyVerificationStatus = 'none' | TVerificationStatus;

export const REVIEWER_GENDERS = ['female', 'male'] as const;
export type TReviewerGender = (typeof REVIEWER_GENDERS)[number];

export const SELFIE_FIELD = 'selfie';
export const SELFIE_MAX_BYTES = 8 * 1024 * 1024;
export const SELFIE_TYPES_MESSAGE = 'The selfie must be a JPEG, PNG or WebP photo';
export const SELFIE_SIZE_MESSAGE = 'The selfie must be at most 8 MB';
/** The selfie file is erased this many days after staff decided (the sweep, features/verification). */
export const SELFIE_KEEP_DAYS = 30;
export const VERIFICATION_REASON_MAX = 1000;
export const VERIFICATION_PAGE_SIZE = 20;
/** A claim older than this may be taken over, as moderation items' claims. */
export const VERIFICATION_CLAIM_MINUTES = 30;

/** Multipart fields of POST /api/me/verification besides the file: the pose copied and the reviewer wish. */
export const ZSelfieFields = z.object({
  pose: z.enum(VERIFICATION_POSES, { error: 'Draw a pose first' }),
  woman_reviewer: z
    .enum(['true', 'false'], { error: 'Use true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

/** PUT /api/me/verification/settings */
export const ZVerificationSettings = z
  .object({ verified_viewers_only: z.boolean({ error: 'Use true or false' }) })
  .strict();
export type TVerificationSettingsInput = z.input<typeof ZVerificationSettings>;

/** GET /api/moderation/verifications */
export const ZVerificationQueueQuery = z.object({
  status: z.enum(VERIFICATION_STATUSES, { error: 'Choose pending, approved or refused' }).default('pending'),
  page: z.coerce
    .number({ error: 'The page must be a whole number' })
    .int('The page must be a whole number')
    .min(1, 'Pages start at 1')
    .max(10_000, 'The page must be at most 10000')
    .default(1),
});
export type TVerificationQueueQuery = z.input<typeof ZVerificationQueueQuery>;

/** POST /api/moderation/verifications/:id/decision: a refusal needs a reason the member will read. */
export const ZVerificationDecisionInput = z
  .object({
    decision: z.enum(['approve', 'refuse'], { error: 'Choose approve or refuse' }),
    reason: z
      .string({ error: 'Use text' })
      .trim()
      .max(VERIFICATION_REASON_MAX, issue('verification_reason_too_long', { max: VERIFICATION_REASON_MAX }))
      .refine(withoutNul, issue('invalid_character'))
      .optional()
      .transform((text) => text || null),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.decision === 'refuse' && !input.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: issue('verification_reason_required') });
  });
export type TVerificationDecisionInput = z.input<typeof ZVerificationDecisionInput>;

/** PUT /api/moderation/me: a staff member records their own gender (who may review for a woman). */
export const ZReviewerSettings = z
  .object({ reviewer_gender: z.enum(REVIEWER_GENDERS, { error: 'Choose female or male' }).nullable() })
  .strict();
export type TReviewerSettingsInput = z.input<typeof ZReviewerSettings>;

// ---- Answers (plain types).

/** The pose drawn for me: copy it in the selfie before `expires_at`. */
export type TPoseChallenge = { pose: TVerificationPose; description: string; expires_at: string };

/** GET /api/me/verification (and the answer of every /api/me/verification route). */
export type TMyVerification = {
  status: TMyVerificationStatus;
  verified_at: string | null;
  /** My latest request, if any. `reason`: the refusal's (an approval's is for staff). */
  request: {
    id: string;
    status: TVerificationStatus;
    pose: TVerificationPose;
    woman_reviewer: boolean;
    submitted_at: string;
    decided_at: string | null;
    reason: string | null;
  } | null;
  /** The pose to copy now; null while a request waits or once verified. */
  challenge: TPoseChallenge | null;
  /** Without a profile photo there is nothing to compare the selfie with. */
  has_photo: boolean;
  /** A new profile photo waits for our team's approval (photo pre-approval), beside an approved one or not. */
  photo_waiting: boolean;
  verified_viewers_only: boolean;
};

export type TVerificationClaim = { by_id: string; by_name: string; at: string; mine: boolean } | null;

/** A row of the staff queue. */
export type TVerificationQueueItem = {
  id: string;
  status: TVerificationStatus;
  member: {
    user_id: string;
    full_name: string | null;
    email: string;
    gender: 'male' | 'female' | null;
    photo_url: string | null;
  };
  pose: TVerificationPose;
  woman_reviewer: boolean;
  /** The member asked for a woman and I have not recorded that I am one: I may not claim or see it. */
  needs_woman_reviewer: boolean;
  claim: TVerificationClaim;
  created_at: string;
  decided_at: string | null;
};

export type TVerificationQueue = {
  items: TVerificationQueueItem[];
  total: number;
  page: number;
  page_size: number;
  /** My own recorded gender (null: not recorded), for the queue's hint and control. */
  reviewer_gender: TReviewerGender | null;
};

/** An earlier attempt of the same member. */
export type TVerificationAttempt = {
  id: string;
  status: TVerificationStatus;
  pose: TVerificationPose;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  reason: string | null;
};

/** GET /api/moderation/verifications/:id */
export type TVerificationDetail = TVerificationQueueItem & {
  pose_description: string;
  /** The staff route of the selfie; null once erased, or when I may not see it (needs_woman_reviewer). */
  selfie_url: string | null;
  selfie_erased_at: string | null;
  decision_reason: string | null;
  decided_by: string | null;
  profile: {
    exists: boolean;
    full_name: string | null;
    age: number | null;
    location: string | null;
    photo_url: string | null;
    photo_thumb_url: string | null;
    verified_at: string | null;
  };
  attempts: TVerificationAttempt[];
};

/** GET/PUT /api/moderation/me */
export type TReviewerSettings = { reviewer_gender: TReviewerGender | null };
