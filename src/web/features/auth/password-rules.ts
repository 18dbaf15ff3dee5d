import { PASSWORD_MIN } from '../../../shared/auth/auth-contract';

export type PasswordProblem = 'mismatch' | 'weak';

/**
 * The toast-worthy password problem, in the spec's order: a mismatch first, then a too-short password.
 * An empty password is only "required" (shown inline), not "weak".
 */
export function passwordProblem(password: string, confirmation: string): PasswordProblem | null {
  if (confirmation !== '' && password !== confirmation) return 'mismatch';
  if (password !== '' && password.length < PASSWORD_MIN) return 'weak';
  return null;
}
