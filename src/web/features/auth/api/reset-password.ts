import { useMutation } from '@tanstack/react-query';
import type { TResetPassword } from '../../../../shared/auth/auth-contract';
import { api } from '../../../lib/api-client';

/** better-auth's reset: the new password (the form's, without the confirmation) and the mailed token. */
export type ResetPasswordInput = Pick<TResetPassword, 'newPassword'> & { token: string };

export function resetPassword({ token, newPassword }: ResetPasswordInput): Promise<unknown> {
  return api.post('/api/auth/reset-password', { newPassword, token });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
