import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SELFIE_FIELD, type TMyVerification } from '../../../../shared/safety/verification-contract';
import type { TVerificationPose } from '../../../../shared/safety/verification-poses';
import { ApiError, forgetSessionOn401, NETWORK_ERROR, parseJson, toApiError } from '../../../lib/api-client';
import { MY_VERIFICATION_KEY } from './verification-keys';

export type SelfieInput = { selfie: Blob; pose: TVerificationPose; womanReviewer: boolean };

/** POST /api/me/verification as multipart: the selfie, the pose it copies and the reviewer wish. */
export async function submitSelfie(input: SelfieInput): Promise<TMyVerification> {
  const form = new FormData();
  form.append(SELFIE_FIELD, input.selfie, 'selfie.jpg');
  form.append('pose', input.pose);
  form.append('woman_reviewer', String(input.womanReviewer));
  let response: Response;
  try {
    response = await fetch('/api/me/verification', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR, '');
  }
  const data = parseJson(await response.text());
  if (response.ok) return data as TMyVerification;
  forgetSessionOn401(response.status, '/api/me/verification');
  throw toApiError(response.status, response.statusText, data);
}

/** A pose that moved on meanwhile (409 POSE_EXPIRED) reloads the state, so the new pose shows. */
export function useSubmitSelfie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSelfie,
    onSuccess: (state) => queryClient.setQueryData(MY_VERIFICATION_KEY, state),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: MY_VERIFICATION_KEY });
    },
  });
}
