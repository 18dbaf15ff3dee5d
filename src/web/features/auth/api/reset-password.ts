import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ResetPasswordInput = { token: string; newPassword: string };

export function resetPassword({ token, newPassword }: ResetPasswordInput): Promise<unknown> {
  return api.post('/api/auth/reset-password', { newPassword, token });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
