import { z } from 'zod';
import { isSafePersonName } from '../rules/person-name.ts';
import { issue } from '../validation/issues.ts';

/** The guardian's first name (shown to the member's partners), and the wali's name on a request. */
export const GUARDIAN_NAME_MAX = 50;

/**
 * A first name as a guardian or wali is named (issue 23 item 5): required, at most 50, no spoofing
 * characters (shared/rules/person-name.ts). Its own file: the connections contract needs it without the
 * rest of the guardians contract.
 */
export const ZGuardianFirstName = z
  .string({ error: issue('guardian_name_required') })
  .trim()
  .min(1, issue('guardian_name_required'))
  .max(GUARDIAN_NAME_MAX, issue('guardian_name_too_long', { max: GUARDIAN_NAME_MAX }))
  .refine(isSafePersonName, issue('name_invalid_character'));
