import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMyVerification } from '../../../../shared/safety/verification-contract';
import { api } from '../../../lib/api-client';
import { MY_VERIFICATION_KEY } from './verification-keys';

/** POST /api/me/verification/pose: another pose (never the one shown; a few an hour). */
export function drawPose(): Promise<TMyVerification> {
  return api.post<TMyVerification>('/api/me/verification/pose');
}

export function useDrawPose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: drawPose,
    onSuccess: (state) => queryClient.setQueryData(MY_VERIFICATION_KEY, state),
  });
}
