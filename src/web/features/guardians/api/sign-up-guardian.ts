import type { TSignUp } from '../../../../shared/auth/auth-contract';
import { api } from '../../../lib/api-client';

/**
 * A guardian account: better-auth's sign-up with the invited address; the verification link signs them
 * in and brings them back to this invitation (callbackURL), where they accept.
 */
export function signUpGuardian(input: Omit<TSignUp, 'confirmPassword'>, token: string): Promise<unknown> {
  const back = `/guardian/invite?${new URLSearchParams({ token }).toString()}`;
  return api.post('/api/auth/sign-up/email', { ...input, callbackURL: back });
}
