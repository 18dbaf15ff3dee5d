import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  TVerificationDecisionInput,
  TVerificationDetail,
} from '../../../../../shared/safety/verification-contract';
import { api, ApiError } from '../../../../lib/api-client';
import { verificationPath } from './get-verification';
import { useReviewAnswer } from './use-review-answer';

/** POST /api/moderation/verifications/:id/decision: only by the reviewer holding the claim. */
export function decideVerification(
  id: string,
  input: TVerificationDecisionInput,
): Promise<TVerificationDetail> {
  return api.post<TVerificationDetail>(`${verificationPath(id)}/decision`, input);
}

/** Field errors go under the form's fields (decision-form.tsx); anything else is said in a toast. */
export function useDecideVerification(id: string) {
  const { t } = useTranslation('verification-review');
  const answer = useReviewAnswer(id);
  return useMutation({
    mutationFn: (input: TVerificationDecisionInput) => decideVerification(id, input),
    onSuccess: answer.onSuccess,
    onError: (error) => {
      if (error instanceof ApiError && error.fields) return;
      return answer.onConflict(error, t('decide.failed'));
    },
  });
}
