import { z } from 'zod';
import { withoutNul } from '../text-rules.ts';
import type { TReportReason } from './safety-contract.ts';

/**
 * The moderation queue (issue 23 item 2, /admin/moderation, moderators and admins): one item per
 * reported member with all its reports, and one per member whose new photo waits for approval; claimed
 * by one moderator at a time, decided with a reason.
 */

export const MODERATION_KINDS = ['report', 'photo'] as const;
export type TModerationKind = (typeof MODERATION_KINDS)[number];

export const MODERATION_DECISIONS = ['dismiss', 'approve', 'warn', 'remove_photo', 'suspend', 'ban'] as const;
export type TModerationDecision = (typeof MODERATION_DECISIONS)[number];

/**
 * What each kind of item may be decided with. A photo is approved or not (removed), and a photo bad
 * enough may also cost a suspension or a ban (the photo goes then too); reports are never 'approved'.
 */
export const DECISIONS_FOR_KIND: Record<TModerationKind, readonly TModerationDecision[]> = {
  report: ['dismiss', 'warn', 'remove_photo', 'suspend', 'ban'],
  photo: ['approve', 'remove_photo', 'suspend', 'ban'],
};

export const MODERATION_STATUSES = ['open', 'decided'] as const;
export type TModerationStatus = (typeof MODERATION_STATUSES)[number];

/** Suspensions for a time: these many days (a ban has no end). */
export const SUSPENSION_DAY_CHOICES = [1, 3, 7, 14, 30, 90] as const;
export const DECISION_REASON_MAX = 500;
export const MODERATION_PAGE_SIZE = 20;
/** A claim older than this may be taken over: a moderator who left does not hold an item for ever. */
export const CLAIM_EXPIRES_MINUTES = 30;
/** Reported by this many distinct members (open reports): hidden from discovery until reviewed. */
export const HIDE_AFTER_DISTINCT_REPORTERS = 3;

/** GET /api/moderation/queue */
export const ZModerationQueueQuery = z.object({
  status: z.enum(MODERATION_STATUSES).default('open'),
  /** Only reports, or only photos; both when absent. */
  kind: z.enum(MODERATION_KINDS).optional(),
  cursor: z.string().max(200).optional(),
});
export type TModerationQueueQuery = z.input<typeof ZModerationQueueQuery>;

/** POST /api/moderation/items/:id/decision */
export const ZModerationDecisionInput = z
  .object({
    decision: z.enum(MODERATION_DECISIONS, { message: 'Choose a decision' }),
    reason: z
      .string({ error: 'Please give a reason' })
      .trim()
      .min(1, 'Please give a reason')
      .max(DECISION_REASON_MAX, `The reason can be at most ${DECISION_REASON_MAX} characters`)
      .refine(withoutNul, 'The reason contains a character that is not allowed'),
    /** Only with 'suspend': how many days. */
    suspend_days: z
      .number({ error: 'Choose how many days' })
      .int()
      .refine((days) => (SUSPENSION_DAY_CHOICES as readonly number[]).includes(days), 'Choose how many days')
      .optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.decision === 'suspend' && input.suspend_days === undefined)
      ctx.addIssue({ code: 'custom', path: ['suspend_days'], message: 'Choose how many days' });
    if (input.decision !== 'suspend' && input.suspend_days !== undefined)
      ctx.addIssue({ code: 'custom', path: ['suspend_days'], message: 'Only a suspension has days' });
  });
export type TModerationDecisionInput = z.input<typeof ZModerationDecisionInput>;

export type TModerationMember = {
  user_id: string;
  full_name: string | null;
  email: string;
  photo_url: string | null;
  suspended: boolean;
};

export type TModerationClaim = { by_id: string; by_name: string; at: string; mine: boolean } | null;

/**
 * A photo item's photos, for staff only: the one waiting (null once decided) and the one members see
 * now (null when they see none).
 */
export type TModerationPhotos = {
  pending_url: string | null;
  pending_thumb_url: string | null;
  approved_url: string | null;
};

/** A row of the queue. */
export type TModerationQueueItem = {
  id: string;
  kind: TModerationKind;
  status: TModerationStatus;
  member: TModerationMember;
  reasons: TReportReason[];
  distinct_reporters: number;
  hidden_from_discovery: boolean;
  claim: TModerationClaim;
  decision: TModerationDecision | null;
  /** Only on photo items. */
  photos: TModerationPhotos | null;
  created_at: string;
  updated_at: string;
};

export type TModerationQueue = { items: TModerationQueueItem[]; next_cursor: string | null };

export type TEvidenceMessage = { id: string; from_reported: boolean; content: string; created_at: string };

export type TModerationReport = {
  id: string;
  reporter: { user_id: string; full_name: string | null } | null;
  reasons: TReportReason[];
  details: string | null;
  submissions: number;
  created_at: string;
  /** Each snapshot as it was taken, oldest first. */
  evidence: {
    captured_at: string;
    profile: Record<string, unknown> | null;
    /** Served to staff only, by GET /api/moderation/reports/:id/photos/:n. */
    photo_url: string | null;
    messages: TEvidenceMessage[];
  }[];
};

/** What happened to the member before: earlier decisions. */
export type TModerationHistoryEntry = {
  item_id: string;
  decision: TModerationDecision;
  reason: string;
  decided_at: string;
  decided_by: string;
};

export type TModerationItem = TModerationQueueItem & {
  reports: TModerationReport[];
  history: TModerationHistoryEntry[];
  decision_reason: string | null;
  decided_at: string | null;
  suspended_until: string | null;
};
