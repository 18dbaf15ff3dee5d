import { ApiError } from '../../http/errors.ts';

/** The safety area's refusals as the API answers them. */
export const cannotBlockSelf = () => new ApiError(400, 'CANNOT_BLOCK_SELF', 'You cannot block yourself.');
export const cannotReportSelf = () => new ApiError(400, 'CANNOT_REPORT_SELF', 'You cannot report yourself.');
export const memberNotFound = () => new ApiError(404, 'NOT_FOUND', 'Member not found.');
export const badCursor = () =>
  new ApiError(400, 'VALIDATION_FAILED', 'Invalid input', { cursor: 'Not a cursor of this list' });

/** A decision the item's kind does not take (DECISIONS_FOR_KIND): approving a report, dismissing a photo. */
export const decisionNotForKind = (kind: 'report' | 'photo') =>
  new ApiError(
    400,
    'DECISION_NOT_FOR_KIND',
    kind === 'photo'
      ? 'A photo is approved or removed (or its member suspended or banned).'
      : 'Reports are dismissed, or the member warned, their photo removed, suspended or banned.',
    { decision: 'Not a decision for this item' },
  );

export type ModerationRefusal = 'not-found' | 'decided' | 'claimed-by-other' | 'not-claimed' | 'staff-target';

/** The moderation queue's refusals (moderation-claims.ts, moderation-decisions.ts). */
export function moderationRefusal(refusal: ModerationRefusal, who = ''): ApiError {
  switch (refusal) {
    case 'not-found':
      return new ApiError(404, 'NOT_FOUND', 'Moderation item not found.');
    case 'decided':
      return new ApiError(409, 'ALREADY_DECIDED', 'This item has been decided already.');
    case 'claimed-by-other':
      return new ApiError(409, 'CLAIMED_BY_OTHER', `${who} is working on this item.`);
    case 'not-claimed':
      return new ApiError(409, 'NOT_CLAIMED', 'Claim the item before deciding it.');
    case 'staff-target':
      return new ApiError(
        409,
        'STAFF_TARGET',
        'Staff cannot be suspended or banned; an admin changes their role first.',
      );
  }
}
