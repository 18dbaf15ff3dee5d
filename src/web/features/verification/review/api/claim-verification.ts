import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TVerificationDetail } from '../../../../../shared/safety/verification-contract';
import { api } from '../../../../lib/api-client';
import { verificationPath } from './get-verification';
import { useReviewAnswer } from './use-review-answer';

/** POST /api/moderation/verifications/:id/claim: two staff never review the same selfie. */
export function claimVerification(id: string): Promise<TVerificationDetail> {
  return api.post<TVerificationDetail>(`${verificationPath(id)}/claim`);
}

export function useClaimVerification(id: string) {
  const { t } = useTranslation('verification-review');
  const answer = useReviewAnswer(id);
  return useMutation({
    mutationFn: () => claimVerification(id),
    onSuccess: answer.onSuccess,
    onError: (error) => answer.onConflict(error, t('item.claimFailed')),
  });
}
