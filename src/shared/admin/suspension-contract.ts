import { z } from 'zod';
import { withoutNul } from '../text-rules.ts';

/** Issue 21: an admin suspends a member with a reason, and may reinstate them. */
export const SUSPENSION_REASON_MAX_LENGTH = 500;

/** POST /api/admin/users/:userId/suspension */
export const ZSuspension = z.strictObject({
  reason: z
    .string({ error: 'Please give a reason for the suspension' })
    .trim()
    .min(1, 'Please give a reason for the suspension')
    .max(SUSPENSION_REASON_MAX_LENGTH, `The reason can be at most ${SUSPENSION_REASON_MAX_LENGTH} characters`)
    .refine(withoutNul, 'The reason contains a character that is not allowed'),
});
export type TSuspension = z.infer<typeof ZSuspension>;

/** The answer to suspending or reinstating: the member's state now. */
export type TSuspensionReply = {
  user_id: string;
  suspended: boolean;
  /** false: they already were (or were not) suspended; nothing was written or recorded. */
  changed: boolean;
};
