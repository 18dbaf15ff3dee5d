import { z } from 'zod';
import { ZMemberId } from '../connections/connection-contract.ts';
import { withoutNul } from '../text-rules.ts';
import { issue } from '../validation/issues.ts';

/**
 * The safety area's contract (issue 23, DESIGN.md "safety"): blocking and reporting a member. A block
 * hides both members from each other everywhere at once (domain/member/member-blocks.ts); a report
 * keeps a snapshot of the evidence for the moderators.
 */

/** Why a member is reported, in the order the dialog lists them. */
export const REPORT_REASONS = [
  'fake_profile',
  'scam',
  'harassment',
  'inappropriate_photos',
  'under_18',
  'already_married',
  'other',
] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_DETAILS_MAX = 1000;
/** The chat messages a report keeps as evidence: the last 50 of the pair's conversation. */
export const REPORT_EVIDENCE_MESSAGES = 50;
export const BLOCK_LIST_PAGE_SIZE = 20;

/** POST /api/reports. "Other" needs a word of explanation; the rest may add one. */
export const ZReportInput = z
  .object({
    user_id: ZMemberId,
    reason: z.enum(REPORT_REASONS, { message: issue('choose_report_reason') }),
    details: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, issue('report_details_too_long', { max: REPORT_DETAILS_MAX }))
      .refine(withoutNul, issue('invalid_character'))
      .nullish()
      .transform((text) => text || null),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.reason === 'other' && !input.details)
      ctx.addIssue({ code: 'custom', path: ['details'], message: issue('report_details_required') });
  });
export type TReportInput = z.input<typeof ZReportInput>;

/** GET /api/blocks?cursor=: a page of the query string. */
export const ZBlockListQuery = z.object({
  cursor: z.string().max(200).optional(),
});

/** A member I blocked, as my blocked list shows them (never their contact details). */
export type TBlockedMember = {
  user_id: string;
  full_name: string;
  /** The small photo's blurred placeholder (a block hides the pair's photos), or null when none. */
  photo_url: string | null;
  /** photo_url is the placeholder (always, once a photo exists): the web adds a lock badge. */
  photo_hidden: boolean;
  blocked_at: string;
};

export type TBlockList = { blocks: TBlockedMember[]; next_cursor: string | null };

/** PUT / DELETE /api/blocks/:userId. */
export type TBlockState = { user_id: string; blocked: boolean };

/**
 * POST /api/reports. `merged`: this member had already reported them and the report is still open, so
 * the new reason and details were added to it. Never says who else reported.
 */
export type TReportReceipt = { report_id: string; received: true; merged: boolean };

/** What a notice is about (member_notices.kind; the verification kinds came with migration 0028). */
export const NOTICE_KINDS = [
  'warning',
  'photo_removed',
  'suspension_ended',
  'verification_approved',
  'verification_refused',
] as const;
export type TNoticeKind = (typeof NOTICE_KINDS)[number];

/** GET /api/me/notices: what moderators decided about my account, until I dismiss it. */
export type TNotice = {
  id: string;
  kind: TNoticeKind;
  message: string;
  created_at: string;
};
export type TNoticeList = { notices: TNotice[] };
