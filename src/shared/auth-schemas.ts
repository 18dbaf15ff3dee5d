import { z } from 'zod';
import { FULL_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './auth-limits.ts';

/**
 * Auth request schemas shared by the sign-in / sign-up / reset forms and the server.
 *
 * Issue messages are stable codes (not English): the browser translates them through i18next
 * (`common:validation.<code>`), the server can pass them through in `error.fields`.
 */
export const AUTH_ISSUE = {
  required: 'required',
  invalidEmail: 'invalid_email',
  tooLong: 'too_long',
  passwordTooShort: 'password_too_short',
  passwordTooLong: 'password_too_long',
  passwordMismatch: 'password_mismatch',
} as const;
export type TAuthIssue = (typeof AUTH_ISSUE)[keyof typeof AUTH_ISSUE];

export const EMAIL_MAX_LENGTH = 254;

export const ZEmail = z
  .string()
  .trim()
  .min(1, { error: AUTH_ISSUE.required })
  .max(EMAIL_MAX_LENGTH, { error: AUTH_ISSUE.tooLong })
  .pipe(z.email({ error: AUTH_ISSUE.invalidEmail }));

// Passwords are never trimmed: leading/trailing spaces are part of the secret.
export const ZPassword = z
  .string()
  .min(1, { error: AUTH_ISSUE.required })
  .min(PASSWORD_MIN, { error: AUTH_ISSUE.passwordTooShort })
  .max(PASSWORD_MAX, { error: AUTH_ISSUE.passwordTooLong });

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

export const ZSignUp = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: AUTH_ISSUE.required })
      .max(FULL_NAME_MAX, { error: AUTH_ISSUE.tooLong }),
    email: ZEmail,
    password: ZPassword,
    confirmPassword: z.string().min(1, { error: AUTH_ISSUE.required }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_ISSUE.passwordMismatch,
    path: ['confirmPassword'],
    when: (payload) => confirmationTyped(payload.value, 'password'),
  });
export type TSignUp = z.infer<typeof ZSignUp>;

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
