import { AUTH_ISSUE } from '../../../../shared/auth/auth-contract';
import { ApiError } from '../../../lib/api-client';

/**
 * The server's refusals of a chosen password or name (server/auth/credential-checks.ts) belong under
 * the field, like the form's own errors: the common-password list is the server's alone, so the web
 * learns of it only from the answer. The message is the issue code, translated by FormField.
 */
const REFUSALS: Record<string, { field: 'password' | 'name'; issue: string }> = {
  PASSWORD_TOO_COMMON: { field: 'password', issue: AUTH_ISSUE.passwordTooCommon },
  PASSWORD_IS_EMAIL: { field: 'password', issue: AUTH_ISSUE.passwordIsEmail },
  NAME_INVALID_CHARACTER: { field: 'name', issue: AUTH_ISSUE.nameInvalidCharacter },
};

export function credentialRefusal(error: unknown): { field: 'password' | 'name'; issue: string } | null {
  if (!(error instanceof ApiError)) return null;
  return Object.hasOwn(REFUSALS, error.code) ? REFUSALS[error.code]! : null;
}
