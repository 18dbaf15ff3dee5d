import { z } from 'zod';
import { isSafePersonName } from '../rules/person-name.ts';
import { issue } from '../validation/issues.ts';
import { isBlankPassword, isOwnEmail } from './password-rules.ts';

/**
 * The auth area's contract: the sign-in / sign-up / reset forms validate with these schemas; better-auth
 * serves the routes (/api/auth/*) and holds the server to the same limits (server/auth/auth.ts).
 * Messages are issue codes (src/shared/validation), translated on the web.
 */

/** Limits both the sign-up form and the server enforce. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 100;

export const AUTH_ISSUE = {
  required: issue('required'),
  invalidEmail: issue('invalid_email'),
  tooLong: issue('too_long'),
  passwordTooShort: issue('password_too_short'),
  passwordTooLong: issue('password_too_long'),
  passwordMismatch: issue('password_mismatch'),
  termsRequired: issue('terms_required'),
  passwordTooCommon: issue('password_too_common'),
  passwordIsEmail: issue('password_is_email'),
  nameInvalidCharacter: issue('name_invalid_character'),
} as const;

export const EMAIL_MAX_LENGTH = 254;

export const ZEmail = z
  .string()
  .trim()
  .min(1, { error: AUTH_ISSUE.required })
  .max(EMAIL_MAX_LENGTH, { error: AUTH_ISSUE.tooLong })
  .pipe(z.email({ error: AUTH_ISSUE.invalidEmail }));

// Passwords are never trimmed: leading/trailing spaces are part of the secret. Only spaces is no secret.
// The common-password list is the server's (PASSWORD_TOO_COMMON), never in the web's bundle.
export const ZPassword = z
  .string()
  .min(1, { error: AUTH_ISSUE.required })
  .min(PASSWORD_MIN, { error: AUTH_ISSUE.passwordTooShort })
  .max(PASSWORD_MAX, { error: AUTH_ISSUE.passwordTooLong })
  .refine((value) => !isBlankPassword(value), { error: AUTH_ISSUE.passwordTooCommon });

export const ZSignIn = z.object({
  email: ZEmail,
  // Sign-in only needs a non-empty password: length rules may have changed since the account was made.
  password: z
    .string()
    .min(1, { error: AUTH_ISSUE.required })
    .max(PASSWORD_MAX, { error: AUTH_ISSUE.passwordTooLong }),
});
export type TSignIn = z.infer<typeof ZSignIn>;

/** Checks the confirmation as soon as both are typed, even while other fields are still invalid. */
function confirmationTyped(value: unknown, field: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record[field] === 'string' && record[field] !== '' && typeof record.confirmPassword === 'string'
  );
}

function bothTyped(value: unknown, first: string, second: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record[first] === 'string' && typeof record[second] === 'string';
}

export const ZSignUp = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: AUTH_ISSUE.required })
      .max(FULL_NAME_MAX, { error: AUTH_ISSUE.tooLong })
      .refine(isSafePersonName, { error: AUTH_ISSUE.nameInvalidCharacter }),
    email: ZEmail,
    password: ZPassword,
    confirmPassword: z.string().min(1, { error: AUTH_ISSUE.required }),
    // 18 or older; single, divorced or widowed; Muslim; one account per person (the server refuses
    // a sign-up without it: TERMS_NOT_ACCEPTED).
    accept_terms: z.literal(true, { error: AUTH_ISSUE.termsRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_ISSUE.passwordMismatch,
    path: ['confirmPassword'],
    when: (payload) => confirmationTyped(payload.value, 'password'),
  })
  .refine((v) => !isOwnEmail(v.password, v.email), {
    error: AUTH_ISSUE.passwordIsEmail,
    path: ['password'],
    // Checked while other fields are still invalid too, like the confirmation.
    when: (payload) => bothTyped(payload.value, 'password', 'email'),
  });
export type TSignUp = z.infer<typeof ZSignUp>;

/** POST /api/auth/sign-in/email answers the user and whether this is their first session. */
export type TSignedIn = { user: { id: string; email: string; name: string }; first_sign_in: boolean };

export const ZRequestPasswordReset = z.object({ email: ZEmail });
export type TRequestPasswordReset = z.infer<typeof ZRequestPasswordReset>;

export const ZResetPassword = z
  .object({
    newPassword: ZPassword,
    confirmPassword: z.string().min(1, { error: AUTH_ISSUE.required }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: AUTH_ISSUE.passwordMismatch,
    path: ['confirmPassword'],
    when: (payload) => confirmationTyped(payload.value, 'newPassword'),
  });
export type TResetPassword = z.infer<typeof ZResetPassword>;
