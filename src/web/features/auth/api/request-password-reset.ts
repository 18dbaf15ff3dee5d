import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Always answers 200 (no account enumeration); the e-mailed link ends at /reset-password?token=... */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
