import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TMyVerification,
  TVerificationSettingsInput,
} from '../../../../shared/safety/verification-contract';
import { api } from '../../../lib/api-client';
import { MY_VERIFICATION_KEY } from './verification-keys';

/** PUT /api/me/verification/settings: be seen only by verified members, or by everyone. */
export function saveVerificationSettings(input: TVerificationSettingsInput): Promise<TMyVerification> {
  return api.put<TMyVerification>('/api/me/verification/settings', input);
}

export function useSaveVerificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVerificationSettings,
    onSuccess: (state) => queryClient.setQueryData(MY_VERIFICATION_KEY, state),
  });
}
